import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { sourcePictureImages, unwrapImageButtons } from '../../../../../../adapters/outbound/extract/html/region/picture-sources.js';

const bodyOf = (body: string): Element => (parseHTML(`<!DOCTYPE html><html><head></head><body>${body}</body></html>`).document as unknown as Document).body as Element;
const picture = (sources: string, image = '<img alt="" width="700" height="394">'): string => `<picture>${sources}${image}</picture>`;

describe('sourcePictureImages', () => {
  it("gives a picture's bare image the candidates of its first source that names an image", () => {
    const body = bodyOf(picture('<source srcset="#, # 2x" media="(max-width: 734px)"><source srcset="https://miro.example/640/a.webp 640w, https://miro.example/720/a.webp 720w" type="image/webp"><source srcset="https://miro.example/640/a.png 640w">'));
    expect(sourcePictureImages(Array.from(body.querySelectorAll('picture')))).toBe(1);
    expect(body.querySelector('img')?.getAttribute('srcset')).toBe('https://miro.example/640/a.webp 640w, https://miro.example/720/a.webp 720w');
  });

  it('leaves an image with a source of its own, and a picture whose sources are only placeholders', () => {
    const own = bodyOf(picture('<source srcset="https://miro.example/a.webp">', '<img src="https://miro.example/a.png" alt="">'));
    const placeholders = bodyOf(picture('<source srcset="#, # 2x"><source srcset="data:image/gif;base64,R0lGOD">'));
    expect(sourcePictureImages([...Array.from(own.querySelectorAll('picture')), ...Array.from(placeholders.querySelectorAll('picture'))])).toBe(0);
    expect(own.querySelector('img')?.hasAttribute('srcset')).toBe(false);
    expect(placeholders.querySelector('img')?.hasAttribute('srcset')).toBe(false);
  });
});

describe('unwrapImageButtons', () => {
  it("replaces the control that opens a figure's image full size by the image, its label gone", () => {
    const body = bodyOf(`<figure><div role="button" tabindex="0"><span>Press enter or click to view image in full size</span><div>${picture('<source srcset="https://miro.example/a.png">')}</div></div><figcaption>Our error rate in March.</figcaption></figure>`);
    expect(unwrapImageButtons(Array.from(body.querySelectorAll('figure')))).toBe(1);
    expect(body.querySelector('figure')?.innerHTML).toBe('<picture><source srcset="https://miro.example/a.png"><img alt="" width="700" height="394"></picture><figcaption>Our error rate in March.</figcaption>');
  });

  it('leaves a button without an image, and a button that holds the caption too', () => {
    const body = bodyOf('<figure><img src="/a.png" alt="Chart"><div role="button">Copy link</div></figure><figure><div role="button"><img src="/b.png" alt=""><figcaption>Caption</figcaption></div></figure>');
    expect(unwrapImageButtons(Array.from(body.querySelectorAll('figure')))).toBe(0);
    expect(body.querySelectorAll('[role="button"]')).toHaveLength(2);
  });
});
