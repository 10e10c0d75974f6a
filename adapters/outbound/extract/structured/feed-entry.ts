/** One feed entry as read from RSS or Atom, before rendering. Strings are raw (unbounded, may hold HTML in `summaryHtml`). */
export interface FeedEntry {
  readonly title: string;
  readonly link: string | undefined;
  readonly date: string | undefined;
  /** Summary or description; HTML unless `summaryIsText`. */
  readonly summaryHtml: string;
  readonly summaryIsText: boolean;
}

/** A feed's channel facts and entries. */
export interface FeedContent {
  readonly title: string;
  readonly description: string;
  readonly entries: readonly FeedEntry[];
}
