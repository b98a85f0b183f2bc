import { describe, expect, it } from 'vitest';
import { pageWith } from './server-render';

const PAGE =
  '<!doctype html><html lang="it"><head><meta name="description" content="Il tuo frigo" /><title>My Fridge</title></head>' +
  '<body><div id="root"></div></body></html>';
const EN = { language: 'en', description: 'Your fridge' };

describe('a page drawn on the server', () => {
  it('holds the screen in its language, with its description, and the data it was drawn from', () => {
    const html = pageWith(PAGE, { ...EN, html: '<main>My fridge</main>', data: { queries: [] } }, '/fridge');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Your fridge · My Fridge</title>');
    expect(html).toContain('<meta name="description" content="Your fridge" />');
    expect(html).toContain(
      '<div id="root"><main>My fridge</main></div><script id="app-data" type="application/json">{"queries":[]}</script>',
    );
  });

  it('carries no data when none is given (a page that is the same for everybody)', () => {
    expect(pageWith(PAGE, { ...EN, html: '' }, '/fridge')).not.toContain('app-data');
  });

  it('cannot be closed or scripted by a text of the user’s inside its data', () => {
    const name = '</script><script>alert(1)</script><!--';
    const html = pageWith(PAGE, { ...EN, html: '', data: { name } }, '/fridge');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('</script><script>alert');
    const json = /<script id="app-data" type="application\/json">(.*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual({ name });
  });

  it('says an unknown language as the default one', () => {
    expect(pageWith(PAGE, { ...EN, language: 'xx', html: '' }, '/fridge')).toContain('<html lang="it">');
  });

  it('takes the drawn markup and the description as they are, replacement patterns and quotes included', () => {
    const html = pageWith(PAGE, { ...EN, description: 'A "$&" & $1', html: '<p>$& $1 $$</p>' }, '/fridge');
    expect(html).toContain('<p>$& $1 $$</p>');
    expect(html).toContain('<meta name="description" content="A &quot;$&amp;&quot; &amp; $1" />');
  });
});
