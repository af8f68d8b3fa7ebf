/** Where the search combobox gets its data from; the shop wires it to the search API. */
export interface SearchSource {
  /** Suggested search terms for what was typed so far (aborted when the shopper types on). */
  suggest(term: string, signal: AbortSignal): Promise<string[]>;
  /** The shopper's recent terms, newest first. */
  history(): Promise<string[]>;
  /** Records a search; answers the history after it. */
  remember(term: string): Promise<string[]>;
  forget(term: string): Promise<string[]>;
  forgetAll(): Promise<void>;
}
