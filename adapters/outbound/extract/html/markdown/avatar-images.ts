import { classAttribute } from '../class-attribute.js';
import { saysWhole } from '../element-text.js';
import { nameWords } from '../region/name-words.js';

/** How many of an image's holders may name it an avatar: its wrapper (`div.avatar-wrapper`) and the link to the profile around it. */
const AVATAR_HOLDERS = 2;
/**
 * What an avatar's text alternative says of the picture itself, not of its member ("[Avatar]", "User
 * avatar", "Profile picture"), in English, French, German, Spanish, Portuguese, Italian, Polish and Russian.
 */
const AVATAR_LABEL = /(?<!\p{L})(?:avatar|awatar|аватар\p{L}*|profile (?:picture|photo|image)|user (?:picture|photo|image)|photo de profil|profilbild|benutzerbild|foto (?:de|do) perfil|immagine del profilo|zdjęcie profilowe)(?!\p{L})/iu;
/** How far up from an avatar the words beside it are looked for (its block, the member's pane). */
const BESIDE_LEVELS = 4;

/** Who a picture named by its class shows (`userPhoto`, `author-image`, `member_pic`): with {@link PICTURE_WORDS} after it. */
const PERSON_WORDS = new Set(['user', 'member', 'author', 'profile', 'poster']);
const PICTURE_WORDS = new Set(['photo', 'pic', 'picture', 'image', 'img']);

/**
 * An image whose class, or one of its {@link AVATAR_HOLDERS} nearest holders', names an avatar
 * (Zendesk's `div.avatar > img.user-avatar`, ProBoards' `div.avatar > div.avatar-wrapper > img`, a
 * `div.avatar > a > img` linked to the profile), or in one class a member's photo (Invision's
 * `a.ipsUserPhoto > img`, `img.author-image`): a member's picture beside the name.
 */
export function isAvatar(image: Element): boolean {
  let element: Element | null = image;
  for (let level = 0; element !== null && level <= AVATAR_HOLDERS; level += 1, element = element.parentElement) {
    const names = classAttribute(element);
    if (names !== '' && names.split(/\s+/).some(namesAvatar)) return true;
  }
  return false;
}

function namesAvatar(name: string): boolean {
  const words = nameWords(name);
  return words.some((word, index) => word === 'avatar' || word === 'avatars' || (PERSON_WORDS.has(word) && PICTURE_WORDS.has(words[index + 1] ?? '')));
}

/**
 * Whether the avatar `image` says nothing a reader lacks: its alternative text is empty, only calls it
 * an avatar ({@link AVATAR_LABEL}), or is the member's name the words beside it say already (a thread's
 * mini-profile: the picture under the name). An avatar whose text is the only place that names its member stays.
 */
export function isMuteAvatar(image: Element): boolean {
  const alt = (image.getAttribute('alt') ?? '').replace(/\s+/g, ' ').trim();
  if (alt === '' || AVATAR_LABEL.test(alt)) return true;
  const name = alt.replace(/^@/, '').toLowerCase();
  let holder = image.parentElement;
  for (let level = 0; holder !== null && level < BESIDE_LEVELS; level += 1, holder = holder.parentElement) {
    const beside = (holder.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (/[\p{L}\p{N}]/u.test(beside)) return saysWhole(beside.toLowerCase(), name);
  }
  return false;
}

/** The avatars under `root` that say nothing a reader lacks (`isAvatar`, `isMuteAvatar`), in document order. */
export function muteAvatars(root: ParentNode): Element[] {
  return Array.from(root.querySelectorAll('img')).filter((image) => isAvatar(image) && isMuteAvatar(image));
}

/** What a holder may still show once its avatar went: then it stays. */
const SHOWN = 'img, picture, svg, video, audio, iframe, canvas, input, button';

/**
 * Removes each of `avatars` from its tree under `root`, with the holders it leaves empty (the link to
 * the member's profile, SMF's `li.avatar` in the poster's list): before Turndown collapses whitespace,
 * so the space after a picture set before the name ("[avatar] mira-okafor added 2 commits") does not
 * open the line, and an emptied list item does not break its list. `root` itself stays. Mutates the tree.
 */
export function dropMuteAvatars(root: ParentNode, avatars: readonly Element[]): void {
  for (const avatar of avatars) {
    let holder: Element | null = avatar.parentElement;
    avatar.remove();
    while (holder !== null && (holder as ParentNode) !== root && (holder.textContent ?? '').trim() === '' && holder.querySelector(SHOWN) === null) {
      const next: Element | null = holder.parentElement;
      holder.remove();
      holder = next;
    }
  }
}
