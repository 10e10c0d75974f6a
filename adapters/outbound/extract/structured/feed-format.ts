const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
const RDF_NAMESPACE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

/** The feed dialects we render. */
export type FeedFormat = 'rss' | 'rdf' | 'atom';

/** Recognises RSS 0.9x/2.0 (`<rss>`), RSS 1.0 (`<rdf:RDF>` with a channel) and Atom (`<feed>` in the Atom namespace). */
export function detectFeedFormat(document: Document): FeedFormat | undefined {
  const root = document.documentElement as Element | null;
  if (root === null) return undefined;
  if (root.localName === 'rss') return 'rss';
  if (root.localName === 'feed' && (root.namespaceURI === ATOM_NAMESPACE || root.namespaceURI === null)) return 'atom';
  if (root.localName === 'RDF' && root.namespaceURI === RDF_NAMESPACE) {
    return Array.from(root.children).some((child) => child.localName === 'channel' || child.localName === 'item') ? 'rdf' : undefined;
  }
  return undefined;
}
