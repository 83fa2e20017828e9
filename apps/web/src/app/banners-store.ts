import { BannersStore, createBannersApi, createDocumentCookies } from '@locus/banners';
import { perSession } from './per-session';

/** The session's banners: one store per signed-in session, reading the browser's cookies. */
export const bannersOf = perSession(
  (root) =>
    new BannersStore({
      api: createBannersApi(root.client),
      session: root.auth,
      cookies: createDocumentCookies(document),
    }),
);
