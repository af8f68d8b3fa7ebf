// A small reader/writer for the PO catalogs Lingui writes (no line numbers, plain entries).
import { readFileSync, writeFileSync } from 'node:fs';

const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);

/** @returns {{ header: string, entries: { comments: string[], msgid: string, msgstr: string, obsolete: boolean }[] }} */
export function readPo(path) {
  const text = readFileSync(path, 'utf8');
  const blocks = text.split(/\n{2,}/).filter((b) => b.trim());
  const entries = [];
  let header = '';
  for (const block of blocks) {
    const lines = block.split('\n');
    const comments = [];
    let key = null;
    const values = { msgid: '', msgstr: '' };
    let obsolete = false;
    for (let line of lines) {
      if (line.startsWith('#~ ')) {
        obsolete = true;
        line = line.slice(3);
      }
      if (line.startsWith('#')) comments.push(line);
      else if (line.startsWith('msgid ')) ((key = 'msgid'), (values.msgid = unquote(line.slice(6))));
      else if (line.startsWith('msgstr ')) ((key = 'msgstr'), (values.msgstr = unquote(line.slice(7))));
      else if (line.startsWith('"') && key) values[key] += unquote(line);
    }
    if (values.msgid === '' && !entries.length && !header) header = block;
    else entries.push({ comments, obsolete, ...values });
  }
  return { header, entries };
}

export function writePo(path, { header, entries }) {
  const body = entries.map((e) => {
    const prefix = e.obsolete ? '#~ ' : '';
    return [...e.comments, `${prefix}msgid ${quote(e.msgid)}`, `${prefix}msgstr ${quote(e.msgstr)}`].join('\n');
  });
  writeFileSync(path, `${[header, ...body].join('\n\n')}\n`);
}
