import { extensionOf } from './rules';

export type SniffedKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'heif' | 'avif' | 'tiff' | 'ico' | 'svg';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const starts = (bytes: Uint8Array, sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/** HEIF family brands (ftyp major or compatible): HEIC and HEIF stills and sequences. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

/** The image format of a file's first bytes (read at least 32), or `undefined`. */
export function sniffImage(bytes: Uint8Array): SniffedKind | undefined {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (ascii(bytes, 0, 2) === 'BM' && bytes.length >= 14) return 'bmp';
  if (starts(bytes, [0x49, 0x49, 0x2a, 0x00]) || starts(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (starts(bytes, [0x00, 0x00, 0x01, 0x00])) return 'ico';
  if (ascii(bytes, 4, 4) === 'ftyp') {
    const size = (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!;
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= Math.min(size, bytes.length); at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'heif';
    return undefined;
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return undefined;
}

const KIND_OF_EXTENSION: Record<string, SniffedKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  apng: 'png',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
  heic: 'heif',
  heif: 'heif',
  avif: 'avif',
  tif: 'tiff',
  tiff: 'tiff',
  ico: 'ico',
  svg: 'svg',
};

/** For a server: do the bytes really hold what the file's name says? */
export function contentMatchesName(name: string, bytes: Uint8Array): boolean {
  const expected = KIND_OF_EXTENSION[extensionOf(name)];
  return expected !== undefined && sniffImage(bytes) === expected;
}
