'use client';
import { Plural, useLingui } from '@lingui/react/macro';
import { addFiles, DEFAULT_LIMITS, formatFileSize, type Rejection, UPLOAD_EXTENSIONS, type UploadLimits } from '@vitrine/upload-rules';
import { Button } from '@vitrine/ui';
import { type ReactNode, useRef, useState } from 'react';
import { describedBy, FieldMessages, fieldId } from './field';

export interface UploadFieldProps {
  /** The form field's name (the input posts the kept files under it). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** A problem the server found (it checks the same rules again). */
  error?: ReactNode;
  /** The spec's limits by default: 10 files, 5 MB each, 5 MB together. */
  limits?: Partial<UploadLimits>;
  /** Sizes are written in this locale's notation. */
  locale: string;
  /** Told of every change of the kept files. */
  onFilesChange?: (files: File[]) => void;
  /**
   * Files the server keeps already (sent with an earlier try that was refused): listed with the
   * chosen ones, counted by the same rules, each posted back as `attachedName` (its id) until removed.
   */
  attached?: readonly AttachedFile[];
  /** The form field the attached files' ids are posted under (default `attached`). */
  attachedName?: string;
}

/** A file the server keeps for the form (its id, name and size). */
export interface AttachedFile {
  id: string;
  name: string;
  size: number;
}

/**
 * File upload under the spec §5 rules of @vitrine/upload-rules: formats, duplicate names, size per
 * file, count and total. Kept files are listed with their sizes and the total, each can be removed,
 * and every refusal is named. A further choice adds to the kept files instead of replacing them;
 * the input always posts exactly the kept files. Without JavaScript it is a plain file input
 * (the server checks the same rules).
 */
export function UploadField({ name, label, hint, error, limits, locale, onFilesChange, attached = [], attachedName = 'attached' }: UploadFieldProps) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [kept, setKept] = useState<readonly AttachedFile[]>(attached);
  const [rejected, setRejected] = useState<Rejection<File>[]>([]);
  const [dropped, setDropped] = useState(0);
  const rules = { ...DEFAULT_LIMITS, ...limits };
  const id = fieldId(name);
  const size = (bytes: number) => formatFileSize(bytes, locale);

  const keep = (next: File[]) => {
    setFiles(next);
    onFilesChange?.(next);
    // The input posts the kept files, not only the last choice.
    if (input.current && typeof DataTransfer !== 'undefined') {
      const transfer = new DataTransfer();
      for (const file of next) transfer.items.add(file);
      try {
        input.current.files = transfer.files;
      } catch {
        // A test driver that pinned `files` to its own list keeps it; browsers take the new list.
      }
    }
  };

  const message = (rejection: Rejection<File>) => {
    const file = rejection.file.name;
    const formats = UPLOAD_EXTENSIONS.join(', ');
    const maxFile = size(rules.maxFileBytes);
    const maxFiles = rules.maxFiles;
    switch (rejection.code) {
      case 'unsupported-format':
        return t`${file}: Dieses Dateiformat wird nicht unterstützt. Erlaubt sind ${formats}.`;
      case 'duplicate-name':
        return t`${file}: Eine Datei mit diesem Namen haben Sie schon ausgewählt.`;
      case 'file-too-large':
        return t`${file}: Die Datei ist größer als ${maxFile}.`;
      case 'too-many-files':
        return t`${file}: Sie können höchstens ${maxFiles} Dateien hochladen.`;
      default:
        return null; // counted together below (spec: the count is reported)
    }
  };

  const removeKept = (file: AttachedFile) => {
    setRejected([]);
    setDropped(0);
    setKept(kept.filter((f) => f !== file));
  };
  const removeChosen = (file: File) => {
    setRejected([]);
    setDropped(0);
    keep(files.filter((f) => f !== file));
  };
  const total = [...kept, ...files].reduce((sum, f) => sum + f.size, 0);
  const count = kept.length + files.length;
  const totalText = size(total);
  const maxTotal = size(rules.maxTotalBytes);
  const listed = rejected.filter((r) => r.code !== 'total-too-large');
  const described = describedBy(id, hint, error, `${id}-status`);
  return (
    <div className="vt-form-field vt-upload" data-state={error || rejected.length ? 'invalid' : 'valid'}>
      <label htmlFor={id} className="vt-form-field__label">
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        multiple
        accept={UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',')}
        className="vt-upload__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const chosen = Array.from(event.currentTarget.files ?? []).filter((f) => !files.includes(f));
          // The files the server keeps count first: together with them, the same rules.
          const result = addFiles<AttachedFile | File>([...kept, ...files], chosen, rules);
          setRejected(result.rejected as Rejection<File>[]);
          setDropped(result.droppedForTotal);
          keep([...files, ...(result.accepted as File[])]);
        }}
      />
      <p id={`${id}-status`} className="vt-hint" aria-live="polite">
        <Plural value={count} _0="Keine Datei ausgewählt." one={`# Datei, ${totalText} von ${maxTotal}`} other={`# Dateien, ${totalText} von ${maxTotal}`} />
      </p>
      {listed.length || dropped ? (
        <div role="alert">
          <ul className="vt-upload__problems">
            {listed.map((r) => (
              <li key={`${r.code}:${r.file.name}`} className="vt-field-error">
                {message(r)}
              </li>
            ))}
            {dropped ? (
              <li className="vt-field-error">
                <Plural
                  value={dropped}
                  one={`# Datei wurde nicht übernommen: zusammen sind höchstens ${maxTotal} erlaubt.`}
                  other={`# Dateien wurden nicht übernommen: zusammen sind höchstens ${maxTotal} erlaubt.`}
                />
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      {count ? (
        <ul className="vt-upload__files" aria-label={t`Ausgewählte Dateien`}>
          {kept.map((file) => (
            <FileItem key={`kept:${file.id}`} name={file.name} size={size(file.size)} onRemove={() => removeKept(file)}>
              <input type="hidden" name={attachedName} value={JSON.stringify({ id: file.id, name: file.name, size: file.size })} />
            </FileItem>
          ))}
          {files.map((file) => (
            <FileItem key={file.name} name={file.name} size={size(file.size)} onRemove={() => removeChosen(file)} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One listed file: its name, its size and the button that removes it (`children`: what it posts). */
function FileItem({ name, size, onRemove, children }: { name: string; size: string; onRemove: () => void; children?: ReactNode }) {
  const { t } = useLingui();
  const fileName = name;
  return (
    <li>
      {children}
      <span className="vt-upload__name">{name}</span> <span className="vt-upload__size">{size}</span>{' '}
      <Button type="button" size="small" variant="secondary" aria-label={t`${fileName} entfernen`} onClick={onRemove}>
        {t`Entfernen`}
      </Button>
    </li>
  );
}
