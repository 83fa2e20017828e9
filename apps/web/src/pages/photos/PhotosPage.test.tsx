import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import type { FakeRoutes } from '@locus/api-client/testing';
import { renderShell } from '../../testing/harness';
import { mediaListReply, mediaRow } from '../../testing/photos';
import { session, settingsReply, signedInRoutes } from '../../testing/signed-in';

async function openGallery(path = '/photos', routes: FakeRoutes = {}) {
  const s = session({ permissions: { media: ['read'], location: ['read'], group: ['read'], review: ['read'] } });
  const shell = await renderShell({
    path,
    routes: {
      ...signedInRoutes(s),
      'GET /account_settings': settingsReply(s.account_id, ['media']),
      'GET /media': mediaListReply([mediaRow(1, { type: 'customer', rating: 5 }), mediaRow(2, { type: 'customer', rating: 4 })], { totalPages: 2 }),
      ...routes,
    },
  });
  const mediaCalls = () => shell.api.calls('GET /media').map((call) => call.query);
  return { ...shell, mediaCalls };
}

const gallery = () => screen.findByRole('region', { name: 'Gallery' });

describe('PhotosPage', () => {
  it('[P2-109] shows the account\'s photos of the last six months, paged, without a location', async () => {
    const { mediaCalls } = await openGallery();
    expect(await within(await gallery()).findByRole('img', { name: 'photo-1.jpg' })).toBeTruthy();
    const first = mediaCalls()[0];
    expect(first?.get('location_id')).toBeNull();
    expect(moment(first?.get('published_after')).isSame(moment().subtract(6, 'months'), 'day')).toBe(true);
    expect(screen.getByRole('button', { name: /^Date:/ }).textContent).toMatch(/6 Months/i);
    fireEvent.click(within(await gallery()).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(mediaCalls().at(-1)?.get('page')).toBe('2'));
  });

  it('the rating and type filters go to the server and into the URL', async () => {
    const { mediaCalls, url } = await openGallery();
    await within(await gallery()).findByRole('img', { name: 'photo-1.jpg' });
    fireEvent.click(screen.getByRole('button', { name: /^Type:/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Customer' }));
    await waitFor(() => expect(url()).toMatch(/[?&]type=customer(&|$)/));
    await waitFor(() => expect(mediaCalls().at(-1)?.get('type')).toBe('customer'));
    fireEvent.click(screen.getByRole('button', { name: /^Rating/ }));
    fireEvent.click(await screen.findByRole('option', { name: '5 Stars' }));
    await waitFor(() => expect(mediaCalls().at(-1)?.getAll('rating')).toEqual(['5']));
    expect(mediaCalls().at(-1)?.get('type')).toBe('customer');
  });

  it('[F2-019] [F2-020] [F4-052] the lightbox: arrows move, the last photo asks for the next page, Escape closes', async () => {
    const { api, mediaCalls } = await openGallery();
    fireEvent.click(await within(await gallery()).findByRole('button', { name: 'Open photo-2.jpg' }));
    const box = await screen.findByRole('dialog', { name: 'photo-2.jpg' });
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: 'photo-1.jpg' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'photo-1.jpg' }), { key: 'ArrowRight' });
    api.on('GET /media', mediaListReply([mediaRow(3), mediaRow(4)], { totalPages: 2, page: 2 }));
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'photo-2.jpg' }), { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'photo-3.jpg' })).toBeTruthy();
    expect(mediaCalls().at(-1)?.get('page')).toBe('2');
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'photo-3.jpg' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
