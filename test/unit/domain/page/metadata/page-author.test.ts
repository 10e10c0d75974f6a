import { describe, expect, it } from 'vitest';
import { bylineName, choosePageAuthor, joinBylineNames, joinCitationAuthors, joinMetaAuthors, MAX_AUTHOR_CHARS } from '../../../../../domain/page/metadata/page-author.js';

describe('choosePageAuthor', () => {
  const candidates = { structured: ['Ana Ruiz'], meta: ['cms-upload-account'], byline: 'Jane Doe' };

  it('orders the byline as the preferences say', () => {
    expect(choosePageAuthor(candidates, { byline: 'first' })).toBe('Jane Doe');
    expect(choosePageAuthor(candidates, { byline: 'before-meta' })).toBe('Ana Ruiz');
    expect(choosePageAuthor({ ...candidates, structured: [] }, { byline: 'before-meta' })).toBe('Jane Doe');
    expect(choosePageAuthor({ ...candidates, structured: [] }, { byline: 'last' })).toBe('cms-upload-account');
    expect(choosePageAuthor({ structured: [], meta: [], byline: 'Jane Doe' }, { byline: 'last' })).toBe('Jane Doe');
    expect(choosePageAuthor({ structured: [], meta: [], byline: 'Jane Doe' }, { byline: 'never' })).toBeUndefined();
  });

  it('production reads the byline first (chosen by cross-validation)', () => {
    expect(choosePageAuthor(candidates)).toBe('Jane Doe');
  });

  it("takes the structured list where the byline shows its first names only (NPR's second writer in a block of its own)", () => {
    expect(choosePageAuthor({ structured: ['Margaret Ellery, Tomás Reyes-Whitfield'], meta: [], byline: 'Margaret Ellery' })).toBe('Margaret Ellery, Tomás Reyes-Whitfield');
    // A list that does not name the byline's author is another's (a CMS account): the byline stays.
    expect(choosePageAuthor({ structured: ['Desk Editor, Web Team'], meta: [], byline: 'Margaret Ellery' })).toBe('Margaret Ellery');
    // So do the author <meta> tags, one per author (Quarto's title block shows each in a p.author of its own).
    expect(choosePageAuthor({ structured: [], meta: ['Marta Oyelaran, Tobias Wrenfield'], byline: 'Marta Oyelaran' })).toBe('Marta Oyelaran, Tobias Wrenfield');
    expect(choosePageAuthor({ structured: [], meta: ['Site Admin'], byline: 'Marta Oyelaran' })).toBe('Marta Oyelaran');
  });

  it('spells a byline shown in capitals as the structured data does', () => {
    expect(choosePageAuthor({ structured: ['Maria Delgado'], meta: [], byline: 'MARIA DELGADO' })).toBe('Maria Delgado');
    expect(choosePageAuthor({ structured: ['Maria Delgado'], meta: [], byline: 'Maria delgado' })).toBe('Maria delgado');
  });

  it('passes over blanks, URLs, template placeholders and overlong values, and drops a leading "By"', () => {
    expect(choosePageAuthor({ structured: [undefined, '  ', 'https://example.com/me', 'undefined', 'NULL', 'x'.repeat(MAX_AUTHOR_CHARS + 1)], meta: ['by  Li   Wei'] }, { byline: 'never' })).toBe('Li Wei');
    expect(choosePageAuthor({ structured: ['x'.repeat(MAX_AUTHOR_CHARS)], meta: [] }, { byline: 'never' })).toHaveLength(MAX_AUTHOR_CHARS);
    expect(choosePageAuthor({ structured: [], meta: [] })).toBeUndefined();
  });
});

describe('bylineName', () => {
  it('drops the label before the name', () => {
    expect(bylineName('By Jane Doe')).toBe('Jane Doe');
    // A link's call to action is no name (Amazon's brand byline).
    expect(bylineName('Visit the Larkvale Store')).toBeUndefined();
    expect(bylineName('See all posts')).toBeUndefined();
    expect(bylineName('Posted by: Laura / House Plant House')).toBe('Laura / House Plant House');
    expect(bylineName('Text by Hunter Dukes')).toBe('Hunter Dukes');
    expect(bylineName('View all posts by Bryon Powell')).toBe('Bryon Powell');
    expect(bylineName('Author: Sam Lee')).toBe('Sam Lee');
    expect(bylineName('By the Lavazza Team')).toBe('the Lavazza Team');
  });

  it('drops what follows the name: a role, a date, "on …"', () => {
    expect(bylineName('By Daniel Burstein, Senior Director, Content & Marketing')).toBe('Daniel Burstein');
    expect(bylineName('By Logan Jones Dec 17, 2025')).toBe('Logan Jones');
    expect(bylineName('Jane Doe | 12/03/2024')).toBe('Jane Doe');
    expect(bylineName('Jane Doe on March 3')).toBe('Jane Doe');
    expect(bylineName('Jane Doe - Staff')).toBe('Jane Doe');
    expect(bylineName('Jane Doe Updated 3 hours ago')).toBe('Jane Doe');
    expect(bylineName('Co-authored by Marcus Feld Last Updated: August 19, 2024')).toBe('Marcus Feld');
    expect(bylineName('Last Updated: August 19, 2024')).toBeUndefined();
    expect(bylineName('Last modified 3 May')).toBeUndefined();
    expect(bylineName('By RACHEL PENHALIGON FOR DAILYMAIL.COM')).toBe('RACHEL PENHALIGON');
    expect(bylineName('Jane Doe for theguardian.com')).toBe('Jane Doe');
    expect(bylineName('REUTERS 19 NOV 2019')).toBe('REUTERS');
  });

  it('keeps initials and abbreviated titles, which end in a full stop', () => {
    expect(bylineName('By Jane Q. Writer, Staff Reporter')).toBe('Jane Q. Writer');
    expect(bylineName('Dr. Jane Doe')).toBe('Dr. Jane Doe');
    expect(bylineName('J. R. R. Tolkien')).toBe('J. R. R. Tolkien');
  });

  it('keeps user names as written', () => {
    expect(bylineName('galitsyn')).toBe('galitsyn');
    expect(bylineName('josh_wilmot90')).toBe('josh_wilmot90');
  });

  it('is undefined for what is not a name', () => {
    expect(bylineName('')).toBeUndefined();
    expect(bylineName('By')).toBeUndefined();
    expect(bylineName('Share')).toBeUndefined();
    expect(bylineName('Posts')).toBeUndefined();
    expect(bylineName('Biography')).toBeUndefined();
    expect(bylineName('Staff Writer')).toBeUndefined();
    expect(bylineName('Senior Editor')).toBeUndefined();
    expect(bylineName('the Lavazza Team')).toBe('the Lavazza Team');
    expect(bylineName('12345')).toBeUndefined();
    expect(bylineName('one two three four five six seven')).toBeUndefined();
    expect(bylineName('one two three four five six')).toBe('one two three four five six');
    expect(bylineName('n'.repeat(61))).toBeUndefined();
    expect(bylineName('n'.repeat(60))).toHaveLength(60);
    expect(bylineName('Is this the author? Yes')).toBeUndefined();
    expect(bylineName('He wrote it. Then left')).toBeUndefined();
    expect(bylineName('jane@example.com')).toBeUndefined();
  });
});

describe('joinBylineNames', () => {
  it('joins several names as structured data does, once each', () => {
    expect(joinBylineNames(['By Ana Ruiz and Li Wei'])).toBe('Ana Ruiz, Li Wei');
    expect(joinBylineNames(['Ana Ruiz & Li Wei, Staff Writers'])).toBe('Ana Ruiz, Li Wei');
    expect(joinBylineNames(['Ana Ruiz', 'Li Wei', 'Ana Ruiz'])).toBe('Ana Ruiz, Li Wei');
    expect(joinBylineNames(['Von Jana Kowalczyk und Tobias Reinhardt'])).toBe('Jana Kowalczyk, Tobias Reinhardt');
    expect(joinBylineNames(['Par Claire Martin et Jean Dupont'])).toBe('Claire Martin, Jean Dupont');
    // "von" inside a name is no label.
    expect(joinBylineNames(['Ursula von der Leyen'])).toBe('Ursula von der Leyen');
  });

  it('is undefined when no part is a name', () => {
    expect(joinBylineNames([])).toBeUndefined();
    expect(joinBylineNames(['Share', 'By'])).toBeUndefined();
  });
});

describe('choosePageAuthor: scholarly citation tags', () => {
  it("puts a paper's citation authors before its byline, structured data and other tags", () => {
    expect(choosePageAuthor({ scholarly: 'Signe Haavik, Mateus Quintal', byline: 'information', structured: ['Nature'], meta: ['Springer'] })).toBe('Signe Haavik, Mateus Quintal');
    expect(choosePageAuthor({ scholarly: undefined, byline: 'Ann Lee', structured: [], meta: [] })).toBe('Ann Lee');
  });
});

describe('joinMetaAuthors', () => {
  it('joins the distinct names of several author tags as written (an RFC names each author in a tag of its own)', () => {
    expect(joinMetaAuthors(['M. Okonkwo-Lindqvist', ' P.  Ravensworth ', 'M. Okonkwo-Lindqvist'])).toBe('M. Okonkwo-Lindqvist, P. Ravensworth');
    expect(joinMetaAuthors(['Doe, Jane'])).toBe('Doe, Jane');
    expect(joinMetaAuthors(['', ' '])).toBeUndefined();
    expect(joinMetaAuthors([])).toBeUndefined();
  });
});

describe('joinCitationAuthors', () => {
  it('joins one citation tag per author, "Last, First" turned around, repeats dropped', () => {
    expect(joinCitationAuthors(['Lind, Mara', 'Okafor, Tobi', 'Pia Brandt', 'Lind, Mara'])).toBe('Mara Lind, Tobi Okafor, Pia Brandt');
    expect(joinCitationAuthors(['The ATLAS Collaboration'])).toBe('The ATLAS Collaboration');
    expect(joinCitationAuthors([' ', ''])).toBeUndefined();
  });

  it('ends a list too long for the author field with how many more it names', () => {
    const names = Array.from({ length: 120 }, (_, index) => `Author${index}, Ann`);
    const joined = joinCitationAuthors(names) as string;
    expect(joined.length).toBeLessThanOrEqual(MAX_AUTHOR_CHARS);
    expect(joined).toMatch(/^Ann Author0, Ann Author1, .*, and \d+ more$/);
    const shown = joined.split(', ').length - 1;
    expect(joined.endsWith(`and ${120 - shown} more`)).toBe(true);
  });
});
