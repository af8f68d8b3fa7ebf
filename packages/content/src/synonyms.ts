import { z } from 'zod';

/** One word as shoppers type it: letters and digits only (a query is split into such words). */
const word = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[\p{L}\p{N}]{2,40}$/u, 'a synonym is one word of 2 to 40 letters or digits');

/**
 * A language's search synonyms, kept by the shop's editors in the content bucket
 * (`search/synonyms-<language>.json`): groups of words that mean the same to a shopper
 * (`sofa ⇄ canapé`, `bank ⇄ sofa ⇄ bankstel`). A query word of a group also finds the group's
 * other words; the gateway reads the file at query time, so an edit needs no re-index.
 */
export const synonymsSchema = z.strictObject({
  groups: z.array(z.array(word).min(2).max(20)).max(5000),
});
export type Synonyms = z.infer<typeof synonymsSchema>;
