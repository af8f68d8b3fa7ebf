import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addFiles, formatFileSize, isImageName, isUploadExtension, MB } from './rules';

const f = (name: string, size = 100) => ({ name, size });

describe('upload rules (spec §5)', () => {
  it('accepts at most 10 files', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => f(`bild-${i}.jpg`, 1000));
    const result = addFiles([], eleven);
    expect(result.accepted).toHaveLength(10);
    expect(result.rejected).toEqual([{ file: eleven[10], code: 'too-many-files' }]);
  });
  it('refuses a single file over 5 MB', () => {
    expect(addFiles([], [f('gross.png', 5 * MB + 1)]).rejected[0]!.code).toBe('file-too-large');
    expect(addFiles([], [f('genau.png', 5 * MB)]).accepted).toHaveLength(1);
  });
  it('keeps the first files that fit the 5 MB total and counts the dropped ones', () => {
    const result = addFiles([f('a.jpg', 2 * MB)], [f('b.jpg', 2 * MB), f('c.jpg', 2 * MB), f('d.jpg', 1 * MB), f('e.jpg', 1)]);
    expect(result.accepted.map((x) => x.name)).toEqual(['b.jpg', 'd.jpg']);
    expect(result.droppedForTotal).toBe(2);
    expect(result.rejected.map((r) => r.code)).toEqual(['total-too-large', 'total-too-large']);
    expect(result.totalBytes).toBe(5 * MB);
  });
  it('refuses duplicate names, also within one drop and whatever the case', () => {
    const result = addFiles([f('Quittung.JPG')], [f('quittung.jpg'), f('neu.png'), f('neu.png')]);
    expect(result.rejected.map((r) => [r.file.name, r.code])).toEqual([
      ['quittung.jpg', 'duplicate-name'],
      ['neu.png', 'duplicate-name'],
    ]);
  });
  it('allows jpg, jpeg, png, gif, webp, bmp, heic, heif and nothing else', () => {
    for (const ext of ['jpg', 'JPEG', 'png', 'gif', 'webp', 'bmp', 'heic', 'HEIF']) expect(isUploadExtension(`x.${ext}`)).toBe(true);
    for (const name of ['x.pdf', 'x.svg', 'x.tiff', 'x', 'x.jpg.exe', '.heic.txt']) expect(isUploadExtension(name)).toBe(false);
    expect(addFiles([], [f('brief.pdf')]).rejected[0]!.code).toBe('unsupported-format');
  });
  it('recognises more formats as images than it accepts', () => {
    for (const ext of ['apng', 'tiff', 'svg', 'ico', 'avif', 'heic']) expect(isImageName(`x.${ext}`)).toBe(true);
    expect(isImageName('x.pdf')).toBe(false);
  });
  it('never exceeds the limits, whatever arrives (property)', () => {
    const file = fc.record({ name: fc.stringMatching(/^[a-z]{1,3}\.(jpg|png|pdf|heic)$/), size: fc.integer({ min: 0, max: 7 * MB }) });
    fc.assert(
      fc.property(fc.array(file, { maxLength: 14 }), fc.array(file, { maxLength: 14 }), (a, b) => {
        const first = addFiles([], a);
        const second = addFiles(first.files, b);
        expect(second.files.length).toBeLessThanOrEqual(10);
        expect(second.totalBytes).toBeLessThanOrEqual(5 * MB);
        expect(second.files.every((x) => x.size <= 5 * MB)).toBe(true);
        expect(new Set(second.files.map((x) => x.name.toLowerCase())).size).toBe(second.files.length);
        expect(second.accepted.length + second.rejected.length).toBe(b.length);
      }),
    );
  });
});

describe('file sizes per locale', () => {
  it('writes sizes the way each locale does', () => {
    expect(formatFileSize(1.25 * MB, 'de-DE').replace(/\s/g, ' ')).toBe('1,3 MB');
    expect(formatFileSize(1.25 * MB, 'fr-CH').replace(/\s/g, ' ')).toBe('1,3 Mo');
    expect(formatFileSize(340 * 1024, 'nl-NL').replace(/\s/g, ' ')).toBe('340 kB');
    expect(formatFileSize(12, 'de-CH').replace(/\s/g, ' ')).toBe('12 Byte');
    expect(() => formatFileSize(-1, 'de-DE')).toThrow(RangeError);
  });
});
