import { describe, expect, it } from 'vitest';
import { contentMatchesName, sniffImage } from './sniff';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)).concat(new Array(32).fill(0)));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('magic bytes', () => {
  it('recognises the upload formats', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImage(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(bytes('GIF89a'))).toBe('gif');
    expect(sniffImage(bytes('GIF87a'))).toBe('gif');
    expect(sniffImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffImage(bytes('BM', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('bmp');
  });
  it('recognises HEIC/HEIF by ftyp and brand heic, heix, mif1, msf1', () => {
    for (const brand of ['heic', 'heix', 'mif1', 'msf1']) expect(sniffImage(ftyp(brand))).toBe('heif');
    expect(sniffImage(ftyp('isom', 'mif1'))).toBe('heif');
    expect(sniffImage(ftyp('mp42', 'isom'))).toBeUndefined();
    expect(sniffImage(ftyp('avif', 'mif1'))).toBe('avif');
  });
  it('recognises the wider image set and refuses the rest', () => {
    expect(sniffImage(bytes([0x49, 0x49, 0x2a, 0x00]))).toBe('tiff');
    expect(sniffImage(bytes([0x4d, 0x4d, 0x00, 0x2a]))).toBe('tiff');
    expect(sniffImage(bytes([0x00, 0x00, 0x01, 0x00]))).toBe('ico');
    expect(sniffImage(new TextEncoder().encode('  <svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    expect(sniffImage(new TextEncoder().encode('<?xml version="1.0"?><svg/>'))).toBe('svg');
    expect(sniffImage(bytes('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(new Uint8Array())).toBeUndefined();
  });
  it('lets a server refuse bytes that do not match the name', () => {
    expect(contentMatchesName('foto.JPG', bytes([0xff, 0xd8, 0xff]))).toBe(true);
    expect(contentMatchesName('foto.heic', ftyp('heic'))).toBe(true);
    expect(contentMatchesName('foto.heif', ftyp('mif1'))).toBe(true);
    expect(contentMatchesName('foto.png', bytes([0xff, 0xd8, 0xff]))).toBe(false);
    expect(contentMatchesName('rechnung.pdf', bytes('%PDF'))).toBe(false);
    expect(contentMatchesName('trick.jpg', bytes('MZ'))).toBe(false);
  });
});
