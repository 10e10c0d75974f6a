import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { removeNewsletterBoxes } from '../../../../../adapters/outbound/extract/html/stages/newsletter-boxes.js';

const bodyOf = (html: string): HTMLElement => (parseHTML(`<!DOCTYPE html><html><head></head><body>${html}</body></html>`).document as unknown as Document).body;

const OPENING = '<p>O Banco Central manteve a taxa Selic em 10,50% ao ano nesta quarta-feira.</p>';
const CLOSING = '<p>A próxima reunião do Copom está marcada para setembro.</p>';

describe('removeNewsletterBoxes: boxes whose form is gone, that mention e-mail', () => {
  it('removes a div.c-newsletter that says "Receba no seu email" and holds no form (Readability cleaned it away)', () => {
    const body = bodyOf(`<article>${OPENING}`
      + '<div class="c-newsletter c-newsletter--inline"><h3 class="c-newsletter__title">Mercado</h3><p class="c-newsletter__text">Receba no seu email as principais notícias de economia do dia.</p></div>'
      + `${CLOSING}</article>`);
    expect(removeNewsletterBoxes(body)).toBe(1);
    expect(body.querySelector('.c-newsletter')).toBeNull();
    expect(body.textContent).toBe('O Banco Central manteve a taxa Selic em 10,50% ao ano nesta quarta-feira.A próxima reunião do Copom está marcada para setembro.');
  });

  it.each([
    ['French', '<div id="newsletter-eco"><p>Recevez chaque matin notre sélection par courriel.</p></div>'],
    ['English', '<aside class="newsletter-promo"><p>Get the Morning Brief by e-mail.</p></aside>'],
    ['Spanish', '<div class="bloque-newsletter"><p>Suscríbete y recibe las claves de la economía.</p></div>'],
  ])('removes a box in %s that mentions e-mail or subscribing', (_language, box) => {
    const body = bodyOf(`<article>${OPENING}${box}${CLOSING}</article>`);
    expect(removeNewsletterBoxes(body)).toBe(1);
    expect(body.querySelectorAll('p')).toHaveLength(2);
  });

  it('keeps a newsletter-named section of more than 80 words, though it mentions e-mail', () => {
    const history = 'O boletim começou em 1998 como uma folha impressa para associados e passou a ser enviado por email em 2004, quando a redação contava com seis jornalistas. ';
    const section = `<section class="c-newsletter-historia"><h2>Vinte anos de boletim</h2><p>${history.repeat(4)}</p></section>`;
    const body = bodyOf(`<article>${OPENING}${section}${CLOSING}</article>`);
    expect(removeNewsletterBoxes(body)).toBe(0);
    expect(body.querySelector('.c-newsletter-historia')?.textContent).toContain('enviado por email em 2004');
  });

  it('keeps a short newsletter-named box that neither asks nor mentions e-mail, and one where a word only holds a sign-up word ("assassinato": "assina")', () => {
    const body = bodyOf(`<article>${OPENING}<div class="c-newsletter"><p>Edições anteriores estão no arquivo.</p></div>`
      + `<div class="newsletter-note"><p>A edição sobre o assassinato de Marielle Franco foi a mais lida do ano.</p></div>${CLOSING}</article>`);
    expect(removeNewsletterBoxes(body)).toBe(0);
    expect(body.querySelectorAll('p')).toHaveLength(4);
  });
});
