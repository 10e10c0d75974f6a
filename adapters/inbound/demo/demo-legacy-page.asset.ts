/** The legacy page's text before encoding (Russian, so every letter needs the declared charset). */
export const DEMO_LEGACY_HTML = `<!doctype html>
<html lang="ru">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">
<title>Кодировка windows-1251</title>
</head>
<body>
<main>
<article>
<h1>Старая страница в кодировке windows-1251</h1>
<p>Эта страница сохранена в однобайтовой кодировке windows-1251, как многие сайты начала двухтысячных. Сервер не называет кодировку в заголовке Content-Type, поэтому её нужно найти в теге meta.</p>
<h2>Что проверяет пример</h2>
<p>Если текст читается без знаков вопроса и «кракозябр» — значит, декодирование сработало правильно. Буква Ё тоже на месте: ёлка, объём, №&nbsp;1.</p>
</article>
</main>
</body>
</html>
`;

/** Cyrillic and the few punctuation marks the page uses, mapped to their windows-1251 bytes. */
function windows1251Byte(codePoint: number): number {
  if (codePoint < 0x80) return codePoint;
  if (codePoint >= 0x0410 && codePoint <= 0x044f) return codePoint - 0x0410 + 0xc0;
  const special: Readonly<Record<number, number>> = { 0x0401: 0xa8, 0x0451: 0xb8, 0x2116: 0xb9, 0x00ab: 0xab, 0x00bb: 0xbb, 0x2014: 0x97 };
  const byte = special[codePoint];
  if (byte === undefined) throw new Error(`U+${codePoint.toString(16)} has no windows-1251 byte in the demo encoder`);
  return byte;
}

/**
 * The legacy page as windows-1251 bytes. The server sends `Content-Type: text/html` without a
 * charset, so only the `<meta http-equiv>` declaration tells the decoder how to read them.
 */
export function demoLegacyPageBytes(): Uint8Array {
  return Uint8Array.from([...DEMO_LEGACY_HTML].map((char) => windows1251Byte(char.codePointAt(0) ?? 0)));
}
