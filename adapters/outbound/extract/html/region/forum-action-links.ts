/**
 * A forum's action addresses: posting a reply, a quote or a new topic, reporting a post, writing a
 * member a message (phpBB's and Forumotion's `posting.php?mode=quote`, `/post?p=…&mode=quote`,
 * `/report?p=…`, `/privmsg?mode=post`; Invision 1's and Jcink's `index.php?act=Post&CODE=06`,
 * `act=Msg`; vBulletin's `newreply.php`), and a script's ("Top": `javascript:scroll(0,0)`).
 */
const ACTION_ADDRESS = /[?&](?:mode=(?:quote|reply|post|newtopic|editpost|delete)|act=(?:post|msg)|do=(?:newreply|newthread))\b|\/(?:report|privmsg|newreply\.php|newthread\.php|posting\.php)\b|^\s*javascript:/i;

/** Roles of an option a reader picks. */
const CHOICE_ROLES = new Set(['radio', 'option', 'menuitemradio', 'checkbox']);

/** Whether the link's address is a forum's action ({@link ACTION_ADDRESS}) and it shows only pictures, and it is no option a reader picks: the walk's test. */
export function isForumActionButton(link: Element): boolean {
  const first = link.firstElementChild;
  // A choice (`role="radio"`: Kohl's colour swatches, `a[href="javascript:void(0)"] > img alt="Forest Green"`) is a picker's option, no action.
  return first !== null && first.localName === 'img' && !CHOICE_ROLES.has((link.getAttribute('role') ?? '').trim().toLowerCase()) && ACTION_ADDRESS.test(link.getAttribute('href') ?? '') && (link.textContent ?? '').trim() === '' && Array.from(link.children).every((child) => child.localName === 'img');
}

/** A link that leads nowhere but to a script: no address, the page's own top (`#`), or `javascript:`. */
const SCRIPT_ONLY_ADDRESS = /^\s*(?:#?|javascript:.*)\s*$/is;
/**
 * What a post's own controls say: quoting, replying, reporting, sharing, liking ("Quote", "MultiQuote",
 * "Reply with quote", "Like"), in English, German, French, Spanish, Portuguese, Italian, Dutch, Polish and Russian.
 */
const POST_ACTION = /^(?:quote|multi-?quote|reply(?: with quote)?|quote (?:this )?(?:post|reply|comment)|report(?: (?:this )?post)?|share(?: this post)?|like|unlike|thanks|zitieren|antworten|melden|citer|répondre|signaler|citar|responder|reportar|citação|citare|rispondi|segnala|citeren|reageren|cytuj|odpowiedz|zgłoś|цитировать|цитата|ответить|пожаловаться)$/iu;

/**
 * A text link of a post's controls that a script works (Invision's `<a href="#" data-action="quoteComment">Quote</a>`
 * under every post): its address leads nowhere ({@link SCRIPT_ONLY_ADDRESS}) and its whole text is a
 * post's action ({@link POST_ACTION}). The walk's test; the address is read first.
 */
export function isScriptedPostAction(link: Element): boolean {
  const href = link.getAttribute('href');
  if (href === null || !SCRIPT_ONLY_ADDRESS.test(href) || link.firstElementChild?.localName === 'img') return false;
  return POST_ACTION.test((link.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/**
 * Removes, in place, the picture buttons of a forum's actions (`links`, found by
 * {@link isForumActionButton}): "Reply with quote", "Report", "Send private message", "Post new topic",
 * drawn as images, read as linked pictures under every post. A list item left empty goes with its
 * button. Returns how many went. (The text links a script works, `isScriptedPostAction`, go the same way.)
 */
export function removeForumActionButtons(links: readonly Element[]): number {
  let removed = 0;
  for (const link of links) {
    const parent = link.parentElement;
    if (parent === null) continue;
    link.remove();
    removed += 1;
    if (parent.localName === 'li' && (parent.textContent ?? '').trim() === '' && parent.querySelector('img') === null) parent.remove();
  }
  return removed;
}
