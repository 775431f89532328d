import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-with-providers';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('keeps formatting, lists and links', () => {
    const { container } = renderWithProviders(
      <SafeHtml
        html={'<p>Sveiki, <strong>Rūta</strong></p><ul><li>vienas</li></ul><a href="https://intranetas.example.lt">intranetas</a>'}
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Rūta');
    expect(container.querySelector('li')).toHaveTextContent('vienas');
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://intranetas.example.lt');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('strips scripts, event handlers, javascript links, styles and frames', () => {
    const html =
      '<p onclick="alert(1)">Tekstas</p><script>alert(2)</script><img src="x" onerror="alert(3)">' +
      '<a href="javascript:alert(4)">spausk</a><style>body{display:none}</style><iframe src="https://evil.example"></iframe>';
    renderWithProviders(
      <article data-testid="body">
        <SafeHtml html={html} />
      </article>,
    );
    const container = screen.getByTestId('body');
    expect(container).toHaveTextContent('Tekstas');
    expect(container.querySelector('script, style, iframe, img')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|javascript:|alert/);
    expect(container.querySelector('a')).not.toHaveAttribute('href');
  });

  it('sanitises a body that tries to break out of its markup', () => {
    expect(sanitizeHtml('<svg><g/onload=alert(1)></svg><p>ok</p>')).toBe('<p>ok</p>');
  });
});
