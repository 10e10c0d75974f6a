import { classAttribute } from '../class-attribute.js';
import { squeezed } from '../element-text.js';
import { isHeadingElement } from './heading-anchor-id.js';
import { nameWords } from './name-words.js';
import { postFamily } from './post-furniture.js';

/**
 * How many signatures of one shape (tag and classes) a page must repeat before they go: forum
 * software prints a member's signature under each of their posts, so a thread repeats the block; a
 * lone element named "signature" (an article's signed letter, a "Signature" product line) stays, unless it ends a thread's post.
 * `false` keeps signatures. Chosen by k-fold cross-validation over both development corpora (bench/RESULTS.md).
 */
export const POST_SIGNATURE_MIN_REPEATS: number | false = 2;

/**
 * A candidate: its class or `data-role` (Invision's `memberSignature`) mentions a signature (forum
 * software names signatures by class; an id alone is one post's). Cheap enough to ask of every
 * element in a walk the chain makes anyway (`revealCollapsed`): two attribute reads.
 */
export function mentionsSignature(element: Element): boolean {
  return classAttribute(element).includes('ignature') || (element.getAttributeNode('data-role')?.value ?? '').includes('ignature');
}

/**
 * Removes, in place, the signatures forum software prints under posts (phpBB and MyBB `signature`,
 * XenForo `message-signature`, Invision `data-role="memberSignature"`, vBulletin `signaturecontainer`…):
 * elements whose class or `data-role` has a word beginning "signature" (split like chrome names:
 * `ipsEntry__signature`, `memberSignature`), that carry no schema.org property or item (a post's
 * byline card holds the author's `itemprop="author"`: Stack Exchange's `post-signature` is who asked
 * and when, kept by `removePostFurniture`), hold text and are no declaration's signature (under or in
 * a heading), when at least `minRepeats` of them share their tag and classes, each under its own
 * parent (a list of signers, siblings, stays), or when one ends a post of a thread (`endsRepeatedPost`). Only the outermost such element of a nest counts. No selector query;
 * returns how many went. `candidates` are the elements under `root` that {@link mentionsSignature}, found
 * in an earlier walk (those since removed from `root` are skipped); without them `root` is walked here.
 */
export function removePostSignatures(root: Element, minRepeats: number | false = POST_SIGNATURE_MIN_REPEATS, candidates?: readonly Element[]): number {
  if (minRepeats === false) return 0;
  const named = (candidates ?? descendantsMentioningSignature(root)).filter((element) => root.contains(element) && isSignatureNamed(element));
  if (named.length === 0) return 0;
  const set = new Set(named);
  const groups = new Map<string, Element[]>();
  for (const element of named) {
    if (hasNamedAncestor(element, set, root) || !isPlainSignature(element)) continue;
    const shape = `${element.nodeName}|${classAttribute(element).trim().replace(/\s+/g, ' ')}`;
    const group = groups.get(shape);
    if (group === undefined) groups.set(shape, [element]);
    else group.push(element);
  }
  let removed = 0;
  for (const group of groups.values()) {
    if (group.length < minRepeats) {
      const lone = group.filter((element) => endsRepeatedPost(element, root) && !readsAsDeclaration(element));
      for (const element of lone) element.remove();
      removed += lone.length;
      continue;
    }
    if (!onePerParent(group) || readAsDeclarations(group)) continue;
    for (const element of group) element.remove();
    removed += group.length;
  }
  return removed;
}

/**
 * A signature of a shape the page does not repeat (one member signs, the others do not) is still one
 * when it ends a post of a thread: an ancestor below `root` shares its tag and first class with a
 * sibling (`postFamily`: the thread's other posts), holds text before the signature and none after it.
 */
function endsRepeatedPost(signature: Element, root: Element): boolean {
  let textAfter = false;
  for (let current: Element = signature; current.parentElement !== null && current.parentElement !== root; current = current.parentElement) {
    for (let next = current.nextSibling; next !== null && !textAfter; next = next.nextSibling) textAfter = /[\p{L}\p{N}]/u.test(next.textContent ?? '');
    if (textAfter) return false;
    const post = current.parentElement;
    const family = postFamily(post);
    if (family.endsWith('|') || !Array.from(post.parentElement?.children ?? []).some((sibling) => sibling !== post && postFamily(sibling) === family)) continue;
    return squeezed(post.textContent ?? '').length > squeezed(signature.textContent ?? '').length;
  }
  return false;
}

/**
 * No two of `group` share a parent: one signature under each post. Siblings named "signature" are a
 * list's items (a petition's signers), not what a thread repeats under its posts.
 */
function onePerParent(group: readonly Element[]): boolean {
  const parents = new Set<Element | null>();
  for (const element of group) {
    if (parents.has(element.parentElement)) return false;
    parents.add(element.parentElement);
  }
  return true;
}

/** A name, or a name and its parameters (and a tag after them): "BaseCache", "count(window, since)", "size(window) deprecated". */
const DECLARATION = /^[\p{L}_$][\p{L}\p{N}_$.:#]*(?:<[^<>]*>)?(?:\([^()]*\)(?: \p{L}+)?)?$/u;

/** A member's name as API documentation prints it: Ruby's instance (`#ack`) and class (`.open`) members, and its `?`, `!` and `=` endings. */
const MEMBER_NAME = String.raw`[#.]?[\p{L}_$][\p{L}\p{N}_$.:]*[?!=]?(?:<[^<>]*>|\[[^\[\]]*\])?`;
/** What follows the parameters: a result's type (`: Option[V]`, `⇒ Boolean`, `-> Self`), a supertype (`extends Cache[K, V]`). */
const AFTER_PARAMETERS = String.raw`(?:\s*(?::|⇒|=>|->)\s*\S.*|\s+(?:extends|implements|with|derives)\s+\S.*)?`;
/** Words a language sets before a member's name (Scala's `override def`, Kotlin's `suspend fun`, Rust's `pub fn`). */
const DECLARING_WORDS = 'abstract|async|case|class|const|def|enum|export|extension|final|fn|fun|func|function|given|implicit|inline|interface|lazy|let|module|object|opaque|open|override|private|protected|pub|public|readonly|sealed|static|struct|suspend|trait|type|val|var';
/** A member declared with its language's words ("override def close(): Unit", "final class LruCache[K, V](…) extends …"). */
const KEYWORD_DECLARATION = new RegExp(String.raw`^(?:(?:${DECLARING_WORDS})\s+)+${MEMBER_NAME}(?:\([^()]*\))*${AFTER_PARAMETERS}$`, 'u');
/** A member called with its parameters and what it returns ("#ack(job) ⇒ Boolean", "#size ⇒ Integer"). */
const TYPED_CALL = new RegExp(String.raw`^${MEMBER_NAME}(?:\([^()]*\))*\s*(?:⇒|=>|->)\s*\S.*$`, 'u');
/** Typed parameters alone, the name printed before them (pdoc's `span.signature`: "(key: ~K, default: V = None) -> Optional[~V]:"). */
const TYPED_PARAMETERS = /^\((?=.*\))(?=.*(?::|->)).*$/u;
/**
 * A function or operator and the type it yields after an arrow, on a line: PostgreSQL's `p.func_signature`
 * ("bit_length ( bytea ) → integer", "bytea || bytea → bytea"); the result is a type of at most four words.
 */
const ARROW_RESULT = /^(?=.{1,240}$)\S.*\s(?:→|->|⇒|=>)\s*[^\s→]+(?:\s[^\s→]+){0,3}$/u;

/**
 * The text reads as what API documentation calls a signature, not as what a member writes under a
 * post: ExDoc's summary (`div.summary-signature` > "count(window, since)"), TypeDoc's hierarchy
 * (`a.tsd-signature-type` > "BaseCache"), Scaladoc's members (`div.signature` > "override def
 * close(): Unit"), YARD's summaries (`span.summary_signature` > "#ack(job) ⇒ Boolean"), pdoc's parameters
 * after the name (`span.signature` > "(key: ~K) -> Optional[~V]:"). A group all of whose texts read so is no thread's.
 */
function readsAsDeclaration(element: Element): boolean {
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return DECLARATION.test(text) || KEYWORD_DECLARATION.test(text) || TYPED_CALL.test(text) || TYPED_PARAMETERS.test(text) || ARROW_RESULT.test(text);
}

/**
 * Every one of the group reads as a declaration, the column headers of a table of them apart (PostgreSQL's
 * `th > p.func_signature` "Function/Operator" over the signatures): a header names the column, no post's.
 */
function readAsDeclarations(group: readonly Element[]): boolean {
  const cells = group.filter((element) => element.closest('th') === null);
  return cells.length > 0 && cells.every(readsAsDeclaration);
}

/** A word of its class or `data-role` is "signature" (or begins it: vBulletin's `signaturecontainer`; or is a post's: FluxBB's `postsignature`). */
function isSignatureNamed(element: Element): boolean {
  const names = `${classAttribute(element)} ${element.getAttribute('data-role') ?? ''}`;
  return nameWords(names).some((word) => word.startsWith('signature') || word === 'postsignature');
}

/** An ancestor of `element` below `root` is itself a named signature (the outer one is judged). */
function hasNamedAncestor(element: Element, named: ReadonlySet<Element>, root: Element): boolean {
  for (let current = element.parentElement; current !== null && current !== root; current = current.parentElement) if (named.has(current)) return true;
  return false;
}

/**
 * Text a member wrote under their posts: words, and no schema.org property or item in or on it (bylines carry those),
 * and not a declaration's signature: API documentation names the signature of the member a heading titles
 * "signature" too (Javadoc's `member-signature` and TypeDoc's `tsd-signatures` right under the member's heading,
 * JSDoc's `signature` inside it), where a forum's follows the post's text.
 */
function isPlainSignature(element: Element): boolean {
  if (element.hasAttribute('itemprop') || element.hasAttribute('itemscope')) return false;
  if (isHeadingElement(element.previousElementSibling) || element.closest('h1, h2, h3, h4, h5, h6') !== null) return false;
  if (!/[\p{L}\p{N}]/u.test(element.textContent ?? '')) return false;
  return element.querySelector('[itemprop], [itemscope]') === null;
}

/** Every element under `root` that {@link mentionsSignature}, in one walk. */
function descendantsMentioningSignature(root: Element): Element[] {
  const found: Element[] = [];
  const stack: Element[] = [root];
  while (stack.length > 0) {
    const parent = stack.pop() as Element;
    for (let element = parent.firstElementChild; element !== null; element = element.nextElementSibling) {
      stack.push(element);
      if (mentionsSignature(element)) found.push(element);
    }
  }
  return found;
}
