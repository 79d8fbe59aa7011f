import { COMMON_EMAIL_DOMAINS, suggestDomain, suggestEmail } from './email-suggestion';

describe('suggestEmail', () => {
  it.each([
    ['jane@gmial.com', 'jane@gmail.com'],
    ['jane@gamil.com', 'jane@gmail.com'],
    ['jane@gmai.com', 'jane@gmail.com'],
    ['jane@gmaill.com', 'jane@gmail.com'],
    ['jane@hotmal.com', 'jane@hotmail.com'],
    ['jane@hotmial.com', 'jane@hotmail.com'],
    ['jane@yaho.com', 'jane@yahoo.com'],
    ['jane@yhaoo.com', 'jane@yahoo.com'],
    ['jane@outlok.com', 'jane@outlook.com'],
    ['jane@iclod.com', 'jane@icloud.com'],
    ['jane@comcat.net', 'jane@comcast.net'],
    ['jane@prodigy.net.mz', 'jane@prodigy.net.mx'],
    ['jane@yahoo.com.xm', 'jane@yahoo.com.mx'],
    ['jane@hotmail.ess', 'jane@hotmail.es'],
    ['jane@sbcgloabl.net', 'jane@sbcglobal.net'],
    ['jane@btinternt.co', 'jane@btinternet.com'],
  ])('corrects the provider name of %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    ['ana@gmail.con', 'ana@gmail.com'],
    ['ana@gmail.cmo', 'ana@gmail.com'],
    ['ana@gmail.comm', 'ana@gmail.com'],
    ['ana@gmail.co', 'ana@gmail.com'],
    ['ana@aol.con', 'ana@aol.com'],
    ['ana@gmial.con', 'ana@gmail.com'],
    ['ana@gmail.com.', 'ana@gmail.com'],
    ['ana@gmail.es', 'ana@gmail.com'],
    ['ana@icloud.com.mx', 'ana@icloud.com'],
    ['ana@gmailcom', 'ana@gmail.com'],
    ['ana@gmail', 'ana@gmail.com'],
  ])('corrects the ending of %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it.each([
    ['jo@example.con', 'jo@example.com'],
    ['jo@acme-law.cmo', 'jo@acme-law.com'],
    ['jo@family.co.ogr', 'jo@family.co.org'],
  ])('corrects an ending that is no real one on any domain: %s', (typed, meant) => {
    expect(suggestEmail(typed)).toBe(meant);
  });

  it('keeps what comes before the @ as typed, and the spaces around it out', () => {
    expect(suggestEmail('  Ana.Maria+kids@GMIAL.com ')).toBe('Ana.Maria+kids@gmail.com');
  });

  it.each(COMMON_EMAIL_DOMAINS)('says nothing for the common domain %s', (domain) => {
    expect(suggestDomain(domain)).toBeNull();
    expect(suggestDomain(domain.toUpperCase())).toBeNull();
  });

  it.each([
    'example.com',
    'harbor-legal.com',
    'smithfamily.org',
    'hotmart.com',
    'love.com',
    'life.com',
    'aon.com',
    'comcast.com',
    'verizon.com',
    'att.com',
    'hotmail.de',
    'hotmail.fr',
    'yahoo.co.jp',
    'yahoo.com.ar',
    'live.com.ar',
    'gmx.de',
    'mail.ru',
    'email.cz',
    'outlook.office.com',
    'school.edu',
    'ayuntamiento.es',
    'empresa.com.mx',
    'startup.co',
    'localhost',
  ])('says nothing for the plausible domain %s', (domain) => {
    expect(suggestEmail(`jo@${domain}`)).toBeNull();
  });

  it.each(['', 'ana', '@gmial.com', 'ana@', 'ana @gmial.com', 'ana@gmial.com, bo@gmial.com'])(
    'says nothing for %p, which is no single address',
    (value) => {
      expect(suggestEmail(value)).toBeNull();
    },
  );
});
