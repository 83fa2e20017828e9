import { widgetFixture } from '@locus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { amplifyRoutes } from './amplify-fixtures';

describe('WidgetPreviewPage', () => {
  it('[F2-064] shows the widget through the embed loader, its snippet, and Edit', async () => {
    await renderShell({ path: '/amplify/widgets/preview/star_snapshot/3', routes: { ...amplifyRoutes(), 'GET /amplify/widgets/{id}': { status: 200, body: widgetFixture(3, { name: 'Rating' }) } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto-Update: Rating' })).toBeTruthy();
    // The preview's embed host renders after the heading (CI saw it a moment later): wait for it as a user would.
    const host = await waitFor(() => {
      const found = document.querySelector('[data-locus-widget="s-key3"]');
      expect(found).not.toBeNull();
      return found;
    });
    expect(host?.nextElementSibling?.getAttribute('src')).toBe(`${window.location.origin}/embed/v1/widget.js`);
    expect(screen.getByText(`<div data-locus-widget="s-key3" style="min-height:120px"></div><script async src="${window.location.origin}/embed/v1/widget.js"></script>`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/amplify/widgets/edit/star_snapshot/3');
  });

  it('a draft says it does not show on websites; a read-only user has no Edit', async () => {
    await renderShell({
      path: '/amplify/widgets/preview/teaser/4',
      routes: { ...amplifyRoutes({ permissions: { review: ['read'], amplify: ['read'] } }), 'GET /amplify/widgets/{id}': { status: 200, body: widgetFixture(4, { published: false }) } },
    });
    expect(await screen.findByText(/drafts do not show on websites/)).toBeTruthy();
    expect(document.querySelector('[data-locus-widget]')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
  });

  it('another account’s or a deleted widget says Widget not found', async () => {
    await renderShell({ path: '/amplify/widgets/preview/teaser/99', routes: { ...amplifyRoutes(), 'GET /amplify/widgets/{id}': failure(404, 'Not found', 'not_found') } });
    expect(await screen.findByText('Widget not found')).toBeTruthy();
  });
});
