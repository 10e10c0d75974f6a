import { dropBlocksWhere, type BlockTrim } from './markdown-blocks.js';

/** How many: digits with group separators, or one written out. */
const COUNT = String.raw`(?:\d[\d,.\u00a0]*|one|an?|no|ein(?:e|er)?|une?|una?|uno|één|een)`;
/**
 * A post's tally of the readers who liked it, as forum software words it under each post (Simple Machines'
 * "1 person likes this.", "3 people like this.", "You and 2 other people like this.", "Liked by 4 members"), in English, German,
 * French, Spanish, Italian and Dutch. Names are not matched ("Ann and Bo like this" may be a post's sentence).
 */
const LIKES = [
  String.raw`(?:you(?: and)? )?(?:${COUNT} )?(?:other )?(?:persons?|people|members?|users?|others?) (?:likes?|liked|loves?|loved|thanked) (?:this|that|it)(?: post)?`,
  String.raw`you (?:like|liked|love|loved) (?:this|that|it)(?: post)?`,
  String.raw`(?:liked|loved|thanked) by ${COUNT} (?:persons?|people|members?|users?|others?)`,
  String.raw`(?:${COUNT} )?(?:person|personen|mitglied(?:ern)?|benutzern?) (?:gefällt|gefallen) (?:das|dies)`,
  String.raw`(?:vous et )?(?:${COUNT} )?(?:autres? )?(?:personnes?|membres?|utilisateurs?) aimen?t (?:ceci|cela|ça)`,
  String.raw`a (?:${COUNT} )?(?:personas?|miembros?|usuarios?) les? gusta (?:esto|eso)`,
  String.raw`piace a (?:${COUNT} )?(?:persone?|membri|utenti)`,
  String.raw`(?:${COUNT} )?(?:persoon|personen|leden|gebruikers?) vind(?:t|en) dit leuk`,
];
const PLACE = String.raw`(?:topic|thread|forum|board|page|subforum)`;
/**
 * Who is reading the topic as the page was served: SMF's "0 Members and 2 Guests are viewing this topic.", vBulletin's
 * "There are currently 3 users browsing this thread. (1 members and 2 guests)", MyBB's and phpBB's "Users browsing
 * this thread: 2 Guest(s)", and SMF's German, French and Spanish ("0 Mitglieder und 1 Gast betrachten dieses Thema.").
 */
const VIEWERS = [
  String.raw`${COUNT} (?:members?|users?) and ${COUNT} guests? (?:are|is) (?:viewing|browsing|reading) this ${PLACE}`,
  String.raw`there (?:are|is) currently ${COUNT} (?:users?|members?|people) (?:viewing|browsing|reading) this ${PLACE}(?:\. \(${COUNT} members? and ${COUNT} guests?\))?`,
  String.raw`(?:users?|members?) (?:viewing|browsing|reading) this ${PLACE}: .{1,200}`,
  String.raw`${COUNT} mitglied(?:er)? und ${COUNT} (?:gast|gäste) (?:betrachten|betrachtet|lesen|liest) (?:dieses|diesen) (?:thema|beitrag|thread)`,
  String.raw`${COUNT} membres? et ${COUNT} invités? (?:sont|est) en train de (?:regarder|lire) ce sujet`,
  String.raw`${COUNT} miembros? y ${COUNT} visitantes? (?:están|está) viendo este tema`,
];
const TALLY_BLOCK = new RegExp(String.raw`^(?:[-+*]\s+)?(?:${[...LIKES, ...VIEWERS].map((form) => `(?:${form})`).join('|')})[.!]?$`, 'iu');
/** The cheap test that spares most pages the block split. */
const CANDIDATE = /\b(?:(?:likes?|liked|loved?|thanked) (?:this|that|it)\b|(?:liked|loved|thanked) by\b|gefällt|gefallen|aimen?t (?:ceci|cela|ça)|gusta (?:esto|eso)|piace a\b|dit leuk|(?:viewing|browsing|reading) this\b|betrachten|en train de|viendo este)/iu;
/** Links' labels, for reading a line of links as its words. */
const LINK_LABELS = /\[([^\]]*)\]\([^)\s]*\)/g;

/**
 * Drops the blocks that only count readers: a post's likes ({@link LIKES}) or who is viewing the topic
 * ({@link VIEWERS}), alone as a paragraph or as the one item of a list (SMF's `ul > li.like_count`
 * "[1 person](…) likes this." under each post), the count linked to who liked it or not. A tally says
 * nothing of the post, and a viewer count only when the page was fetched. Headings, code,
 * quotations and longer lines stay. Returns how many went.
 */
export function dropReaderTallies(markdown: string): BlockTrim {
  return dropBlocksWhere(markdown, CANDIDATE, ({ text, inCode, heading }) => {
    if (inCode || heading !== undefined) return false;
    const line = text.trim();
    if (line === '' || line.includes('\n')) return false;
    return TALLY_BLOCK.test(line.replace(LINK_LABELS, '$1').replace(/[*_\\]/g, '').replace(/\s+/g, ' ').trim());
  });
}
