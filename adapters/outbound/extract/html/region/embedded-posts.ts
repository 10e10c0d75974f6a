import { classAttribute } from '../class-attribute.js';
import type { ElementCensus } from '../element-census.js';
import { linkedNonSpaceLength, nonSpaceLength } from '../element-text.js';

/**
 * Classes of the `<blockquote>` in which a social network's embed code sets a post's text, which the
 * network's script turns into a card: X/Twitter's `twitter-tweet` and `twitter-video`, Instagram's
 * `instagram-media`, TikTok's `tiktok-embed`, Bluesky's `bluesky-embed`, Threads' `text-post-media`,
 * Mastodon's `mastodon-embed`, Reddit's `reddit-embed-bq`.
 */
const EMBEDDED_POST_CLASS = /(?:^|\s)(?:twitter-tweet|twitter-video|instagram-media|tiktok-embed|bluesky-embed|text-post-media|mastodon-embed|reddit-embed-bq)(?:\s|$)/;

/**
 * A post embedded from a social network that quotes something: text besides its links. Instagram's
 * embed of a picture holds only the links "View this post on Instagram" and "A post shared by …",
 * a frame for the picture the network's script loads, not a quotation.
 */
function isEmbeddedPost(element: Element): boolean {
  if (element.localName !== 'blockquote' || !EMBEDDED_POST_CLASS.test(classAttribute(element))) return false;
  return nonSpaceLength(element) > linkedNonSpaceLength(element);
}

/** The posts embedded from a social network under `root` (its own descendants) that quote something. */
export function embeddedPostsIn(root: Document | Element): Element[] {
  return Array.from(root.getElementsByTagName('blockquote')).filter(isEmbeddedPost);
}

/** {@link embeddedPostsIn} the document the census walked. */
export function embeddedPostsOf(census: ElementCensus): Element[] {
  return census.byTagName('blockquote').filter(isEmbeddedPost);
}

/** The element is a part of a post embedded from a social network, or wraps such posts (`wrapsEmbeddedPosts`). */
export function isOfEmbeddedPosts(element: Element): boolean {
  for (let ancestor = element.parentElement; ancestor !== null; ancestor = ancestor.parentElement) if (isEmbeddedPost(ancestor)) return true;
  return wrapsEmbeddedPosts(element);
}

/**
 * The element wraps posts embedded from a social network (`embeddedPostsIn`): they hold most of its
 * text. Publishers name such wrappers for the network (`div.social-media-embed`, `figure.embed--social`),
 * and a name read as page chrome ("social") took the quoted posts out of the article. A block of share
 * buttons or a "follow us" box says its own words besides any post it shows.
 */
export function wrapsEmbeddedPosts(element: Element): boolean {
  const posts = embeddedPostsIn(element);
  if (posts.length === 0) return false;
  const postText = posts.reduce((sum, post) => sum + nonSpaceLength(post), 0);
  return postText > 0 && postText * 2 > nonSpaceLength(element);
}
