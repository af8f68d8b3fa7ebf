import { useLingui } from '@lingui/react/macro';

export interface SkipLinkProps {
  /** Id of the main landmark. Default `main`. */
  target?: string;
}

/** The first focusable element of every page: jumps past the header (WCAG 2.4.1). */
export function SkipLink({ target = 'main' }: SkipLinkProps) {
  const { t } = useLingui();
  return (
    <a className="vt-skip-link" href={`#${target}`}>
      {t`Zum Inhalt springen`}
    </a>
  );
}
