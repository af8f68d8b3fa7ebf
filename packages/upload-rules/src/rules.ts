/** What the rules need of a file: a browser `File` or a server-side record both fit. */
export interface FileLike {
  name: string;
  /** Bytes. */
  size: number;
}

export const MB = 1024 * 1024;

export interface UploadLimits {
  /** Default 10. */
  maxFiles: number;
  /** Default 5 MB. */
  maxFileBytes: number;
  /** Default 5 MB. */
  maxTotalBytes: number;
}

export const DEFAULT_LIMITS: UploadLimits = { maxFiles: 10, maxFileBytes: 5 * MB, maxTotalBytes: 5 * MB };

/** Extensions a shopper may upload (spec §5). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'heic', 'heif'] as const;
/** Extensions recognised as images (for previews and icons), a wider set. */
export const IMAGE_EXTENSIONS = [...UPLOAD_EXTENSIONS, 'apng', 'tiff', 'tif', 'svg', 'ico', 'avif'] as const;

/** Each maps to one of the spec's upload messages. */
export type RejectionCode = 'duplicate-name' | 'too-many-files' | 'file-too-large' | 'total-too-large' | 'unsupported-format';

export interface Rejection<F extends FileLike = FileLike> {
  file: F;
  code: RejectionCode;
}

export interface UploadResult<F extends FileLike = FileLike> {
  /** The files after this change: the earlier ones plus the accepted new ones. */
  files: F[];
  accepted: F[];
  rejected: Rejection<F>[];
  /** How many files were left out because the total would pass the limit (spec: reported as a count). */
  droppedForTotal: number;
  totalBytes: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isUploadExtension(name: string): boolean {
  return (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

export function isImageName(name: string): boolean {
  return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
}

const sameName = (a: string, b: string) => a.normalize('NFC').toLowerCase() === b.normalize('NFC').toLowerCase();

/**
 * Adds `incoming` to `existing` under the spec §5 rules, in order: unsupported formats, duplicate
 * names (also within one drop) and files over 5 MB are rejected; past 10 files the rest are
 * rejected; when the total would pass 5 MB, the first files that fit are kept and the others are
 * counted as dropped.
 */
export function addFiles<F extends FileLike>(existing: readonly F[], incoming: readonly F[], limits: Partial<UploadLimits> = {}): UploadResult<F> {
  const { maxFiles, maxFileBytes, maxTotalBytes } = { ...DEFAULT_LIMITS, ...limits };
  const files = [...existing];
  const accepted: F[] = [];
  const rejected: Rejection<F>[] = [];
  let droppedForTotal = 0;
  let totalBytes = files.reduce((sum, f) => sum + f.size, 0);
  for (const file of incoming) {
    if (!isUploadExtension(file.name)) rejected.push({ file, code: 'unsupported-format' });
    else if (files.some((f) => sameName(f.name, file.name))) rejected.push({ file, code: 'duplicate-name' });
    else if (file.size > maxFileBytes) rejected.push({ file, code: 'file-too-large' });
    else if (files.length >= maxFiles) rejected.push({ file, code: 'too-many-files' });
    else if (totalBytes + file.size > maxTotalBytes) {
      rejected.push({ file, code: 'total-too-large' });
      droppedForTotal++;
    } else {
      files.push(file);
      accepted.push(file);
      totalBytes += file.size;
    }
  }
  return { files, accepted, rejected, droppedForTotal, totalBytes };
}

/** A file size for people, in the locale's notation: "1,2 MB", "340 kB", "1.2 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError('bytes must be a finite number ≥ 0');
  if (bytes < 1024) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'byte', unitDisplay: 'short' }).format(bytes);
  if (bytes < MB) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(bytes / 1024);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / MB);
}
