import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-resources';
import * as m0004 from './0004-forum';
import * as m0004b from './0004-forum-index';
import * as m0005 from './0005-admin';
import * as m0021security from './0021-security';
import * as m0011games from './0011-games';
import * as m0012pvp from './0012-pvp';
import * as m0017 from './0017-replies';
import * as m0013 from './0013-taoke-movie';
import * as m0018 from './0018-scale-out';
import * as m0019linkcheck from './0019-linkcheck';
import * as m0027linkcheck from './0027-linkcheck-confirm';
import * as m0030ux from './0030-ux';
import * as m0029sources from './0029-sources';
import * as m0032seo from './0032-seo';
import * as m0033community from './0033-community';
import * as m0028search from './0028-search-understanding';
import * as m0033favourites from './0033-favourites';
import * as m0035images from './0035-resource-images';
import * as m0036hotReviews from './0036-hot-keyword-reviews';
import * as m0037signMakeup from './0037-sign-makeup';
import * as m0038media from './0038-user-media';
import * as m0039pm from './0039-private-messages';
import * as m0040reports from './0040-content-reports';
import * as m0041publicFavourites from './0041-public-favourites';
import * as m0042searchEngineOutbox from './0042-search-engine-outbox';

/**
 * Every migration, listed explicitly and in order (no folder scanning: bundlers and tsx agree).
 * Append new ones at the end; never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-accounts': m0002,
  '0003-resources': m0003,
  '0004-forum': m0004,
  '0004-forum-index': m0004b,
  '0005-admin': m0005,
  '0021-security': m0021security,
  '0011-games': m0011games,
  '0012-pvp': m0012pvp,
  '0017-replies': m0017,
  '0013-taoke-movie': m0013,
  '0018-scale-out': m0018,
  '0019-linkcheck': m0019linkcheck,
  '0027-linkcheck-confirm': m0027linkcheck,
  '0030-ux': m0030ux,
  '0029-sources': m0029sources,
  '0032-seo': m0032seo,
  '0033-community': m0033community,
  '0028-search-understanding': m0028search,
  '0033-favourites': m0033favourites,
  '0035-resource-images': m0035images,
  '0036-hot-keyword-reviews': m0036hotReviews,
  '0037-sign-makeup': m0037signMakeup,
  '0038-user-media': m0038media,
  '0039-private-messages': m0039pm,
  '0040-content-reports': m0040reports,
  '0041-public-favourites': m0041publicFavourites,
  '0042-search-engine-outbox': m0042searchEngineOutbox,
};
