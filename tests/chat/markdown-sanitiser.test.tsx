import './dom-shims';
import './cleanup';
import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown } from '@/components/markdown/Markdown';
import { loadLanguages, highlightCode } from '@/components/markdown/highlight';
import {
  codeFenceLanguages,
  renderMarkdown,
  renderMarkdownBlocks,
  safeUrl,
  sanitizeHtml,
} from '@/components/markdown/render-markdown';

/** Known XSS payloads (OWASP cheat sheet, PortSwigger, DOMPurify's own test vectors), as Markdown or raw HTML. */
const PAYLOADS: string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(document.cookie)">',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel=stylesheet href=https://evil.example/x.css>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click]( javascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](data:text/html,<script>alert(1)</script>)',
  '[click](file:///etc/passwd)',
  '<javascript:alert(1)>',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x"onerror="alert(1)](https://example.com/a.png)',
  '![x](https://example.com/a.png"onerror="alert(1))',
  '[a](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '[x]: javascript:alert(1)\n\n[ref][x]',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xss id=x tabindex=1 onfocusin=alert(1)></xss>',
  '<a href="https://example.com" onclick="alert(1)">ok</a>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '"><script>alert(1)</script>',
  '<<script>alert(1)//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  '- [ ] <img src=x onerror=alert(1)>',
  '> <iframe src=javascript:alert(1)>',
];

const DANGEROUS_TAGS = [
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'style',
  'link',
  'meta',
  'base',
  'form',
  'template',
  'frame',
  'frameset',
  'video',
  'audio',
  'source',
  'body',
  'details',
  'marquee',
  'xss',
  'noscript',
];
const SAFE_URL = /^(?:https?:\/\/|mailto:|tel:)/i;

function assertInert(container: HTMLElement, payload: string): void {
  for (const tag of DANGEROUS_TAGS) {
    expect(container.querySelector(tag), `${payload}: <${tag}> survived`).toBeNull();
  }
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${payload}: ${attribute} on <${element.tagName}>`).toBe(
        false,
      );
      expect(
        ['style', 'srcdoc', 'formaction', 'action', 'background', 'xlink:href'].includes(attribute),
        `${payload}: ${attribute}`,
      ).toBe(false);
    }
    for (const attribute of ['href', 'src']) {
      const value = element.getAttribute(attribute);
      if (value !== null) expect(value, `${payload}: ${attribute}=${value}`).toMatch(SAFE_URL);
    }
    if (element.tagName === 'INPUT') {
      expect(element.getAttribute('type')).toBe('checkbox');
      expect(element.hasAttribute('disabled')).toBe(true);
    }
    if (element.tagName === 'BUTTON') {
      // Only the code blocks' own copy buttons.
      expect(element.getAttribute('type')).toBe('button');
      expect(element.className).toBe('md-copy');
    }
  }
  for (const link of container.querySelectorAll('a[href]')) {
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('target')).toBe('_blank');
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('markdown sanitiser: known XSS payloads are rendered inert', () => {
  it.each(PAYLOADS)('%s', (payload) => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderMarkdown(payload);
    assertInert(container, payload);
    // And through the React component, inside a paragraph of ordinary text.
    const { container: rendered } = render(<Markdown source={`Before\n\n${payload}\n\nAfter`} />);
    assertInert(rendered, payload);
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it.each(PAYLOADS)('the DOMPurify layer alone makes %s inert', (payload) => {
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml(payload);
    assertInert(container, payload);
  });

  it('the DOMPurify layer keeps what marked produces', () => {
    const html =
      '<h1>T</h1><p><strong>b</strong> <a href="https://example.com/">l</a></p><table><tbody><tr><td>1</td></tr></tbody></table>';
    const container = document.createElement('div');
    container.innerHTML = sanitizeHtml(html);
    expect(container.querySelector('h1')?.textContent).toBe('T');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.com/');
    expect(container.querySelector('td')?.textContent).toBe('1');
  });

  it('shows raw HTML as text instead of dropping it', () => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown('Try <script>alert(1)</script> here');
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
  });

  it('keeps the text of an unsafe link, without the link', () => {
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown('[click me](javascript:alert(1))');
    expect(container.textContent).toContain('click me');
    expect(container.querySelector('a')).toBeNull();
  });

  it('safeUrl accepts only http(s), mailto and tel', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('mailto:a@example.com')).toBe('mailto:a@example.com');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl(' java\nscript:alert(1)')).toBeNull();
    expect(safeUrl('data:text/html,x')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl('/relative')).toBeNull();
  });
});

describe('markdown rendering', () => {
  it('renders lists, tables, links, emphasis and code blocks', () => {
    const source = [
      '# Title',
      '',
      '- one **bold**',
      '- two *em*',
      '',
      '1. first',
      '2. second',
      '',
      '| A | B |',
      '|---|---|',
      '| 1 | 2 |',
      '',
      'See [GOV.UK](https://www.gov.uk/).',
      '',
      '```ts',
      'const x: number = 1;',
      '```',
    ].join('\n');
    const container = document.createElement('div');
    container.innerHTML = renderMarkdown(source);
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('table td')?.textContent).toBe('1');
    const link = container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://www.gov.uk/');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(container.querySelector('pre code')?.textContent).toBe('const x: number = 1;');
    expect(container.querySelector('.md-code-lang')?.textContent).toBe('ts');
    expect(container.querySelector('button.md-copy')).not.toBeNull();
  });

  it('renders a growing reply block by block, re-rendering only the block that grew', () => {
    const cache = new Map<string, string>();
    const first = renderMarkdownBlocks('# Title\n\nSome text', undefined, cache);
    expect(first).toHaveLength(2);
    const cachedTitle = cache.get([...cache.keys()].find((k) => k.includes('heading'))!);
    const second = renderMarkdownBlocks(
      '# Title\n\nSome text that grew\n\n- item',
      undefined,
      cache,
    );
    expect(second).toHaveLength(3);
    expect(second[0]).toBe(cachedTitle);
    expect(cache.size).toBe(3);
    const whole = document.createElement('div');
    whole.innerHTML = renderMarkdown('# Title\n\nSome text that grew\n\n- item');
    const parts = document.createElement('div');
    parts.innerHTML = second.join('');
    expect(parts.textContent!.replace(/\s+/g, ' ').trim()).toBe(
      whole.textContent!.replace(/\s+/g, ' ').trim(),
    );
    // Unsafe input stays inert block by block too.
    const unsafe = renderMarkdownBlocks(
      '<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
      undefined,
      new Map(),
    ).join('');
    expect(unsafe).not.toMatch(/<img|href="javascript/i);
  });

  it('finds the languages of code fences without parsing', () => {
    expect(codeFenceLanguages('text\n```ts\nx\n```\n\n~~~python\ny\n~~~')).toEqual([
      'ts',
      'python',
    ]);
    expect(codeFenceLanguages('no code here')).toEqual([]);
  });

  it('highlights a code block once its grammar is loaded (lazily)', async () => {
    expect(highlightCode('SELECT 1', 'sql')).toBeNull();
    await loadLanguages(['sql']);
    const html = renderMarkdown('```sql\nSELECT 1;\n```', highlightCode);
    expect(html).toContain('hljs-keyword');
  });

  it('the copy button copies the code block', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<Markdown source={'```\necho hi\n```'} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('echo hi'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument());
  });
});
