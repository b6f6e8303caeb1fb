import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition, cvFileName } from './cv-filename';

describe('cvFileName', () => {
  it('is <First>-<Last>-CV.pdf, spaces becoming dashes', () => {
    expect(cvFileName({ firstName: 'Anna Maria', lastName: 'von Berg' })).toBe(
      'Anna-Maria-von-Berg-CV.pdf',
    );
  });

  it('falls back to the display name, then to CV.pdf', () => {
    expect(cvFileName({ displayName: 'Jo' })).toBe('Jo-CV.pdf');
    expect(cvFileName({})).toBe('CV.pdf');
  });

  it('drops characters that do not belong in a file name', () => {
    expect(cvFileName({ firstName: 'a/b\\c"d', lastName: '<e>' })).toBe('a-b-c-d-e-CV.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    const header = attachmentDisposition('Jörg-Weiß-CV.pdf');
    expect(header).toBe(
      `attachment; filename=Jorg-Weiss-CV.pdf; filename*=UTF-8''J%C3%B6rg-Wei%C3%9F-CV.pdf`,
    );
    // A client that reads filename* gets the name back exactly.
    expect(parse(header).parameters.filename).toBe('Jörg-Weiß-CV.pdf');
  });

  it('needs no second name for plain ASCII', () => {
    expect(attachmentDisposition('Ada-Lovelace-CV.pdf')).toBe(
      'attachment; filename=Ada-Lovelace-CV.pdf',
    );
  });

  it('falls back to CV.pdf when nothing ASCII is left', () => {
    expect(asciiFileName('李雷-CV.pdf')).toBe('CV.pdf');
  });
});
