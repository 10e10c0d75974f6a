/**
 * A member's presence as forum software prints it in the card beside each post ("Online", "Member is
 * Offline", vBulletin's "ann is offline", "Online now"), in English, French, German, Spanish, Portuguese,
 * Italian, Polish, Russian, Chinese and Japanese: the fixed label of a status, its subject at most a name.
 */
const PRESENCE = /^(?:[\p{L}\p{N}_.@-]+(?: [\p{L}\p{N}_.@-]+){0,3} (?:is|ist|est|está|è|jest) )?(?:currently |now |jetzt |actuellement )?(?:online|offline|en ligne|hors ligne|hors-ligne|abwesend|en línea|fuera de línea|conectad[oa]|desconectad[oa]|in linea|non in linea|connesso|non connesso|dostępny|niedostępny|в сети|не в сети|онлайн|оф+лайн|在线|离线|在線|離線|オンライン|オフライン)(?: now)?[.!]?$/iu;

/**
 * Whether the line `text` (its inline Markdown already stripped) only states whether a member is
 * online ({@link PRESENCE}): beside a post it says when the page was fetched, nothing of the post.
 */
export function isPresenceLine(text: string): boolean {
  return PRESENCE.test(text.replace(/\s+/g, ' ').trim());
}
