export { addFiles, DEFAULT_LIMITS, extensionOf, formatFileSize, IMAGE_EXTENSIONS, isImageName, isUploadExtension, MB, UPLOAD_EXTENSIONS } from './rules';
export type { FileLike, Rejection, RejectionCode, UploadLimits, UploadResult } from './rules';
export { contentMatchesName, sniffImage } from './sniff';
export type { SniffedKind } from './sniff';
