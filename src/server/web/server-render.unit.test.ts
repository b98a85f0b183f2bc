import { describe, expect, it } from 'vitest';
import { pageWith } from './server-render';

const PAGE = '<!doctype html><html lang="it"><head></head><body><div id="root"></div></body></html>';

describe('a page drawn on the server', () => {
  it('holds the screen in its language, and the data it was drawn from', () => {
    const html = pageWith(PAGE, '<main>Il mio frigo</main>', 'en', { queries: [] });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<div id="root"><main>Il mio frigo</main></div><script id="app-data" type="application/json">{"queries":[]}</script>',
    );
  });

  it('cannot be closed or scripted by a text of the user’s inside its data', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = pageWith(PAGE, '', 'it', { name });
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>alert');
    const json = /<script id="app-data" type="application\/json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ name });
  });

  it('says an unknown language as the default one', () => {
    expect(pageWith(PAGE, '', 'xx', {})).toContain('<html lang="it">');
  });

  it('takes the drawn markup as it is, replacement patterns included', () => {
    expect(pageWith(PAGE, '<p>$& $1 $$</p>', 'it', {})).toContain('<p>$& $1 $$</p>');
  });
});
