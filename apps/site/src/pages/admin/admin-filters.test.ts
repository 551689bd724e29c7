import { describe, expect, it } from 'vitest';
import { adminListRequest, asksForEveryPost, initialAdminFilters } from './admin-filters';
import { adminListStatus } from './admin-list-status';

describe('the panel’s filters as a request to the server', () => {
  it('ask for every post, newest first, by default', () => {
    const request = adminListRequest(initialAdminFilters);
    expect(request).toEqual({ term: '', estado: 'todas', orden: 'reciente' });
    expect(asksForEveryPost(request)).toBe(true);
  });

  it('send the search trimmed, the status, the order and the category', () => {
    const request = adminListRequest({
      search: ' mapas  ',
      status: 'borrador',
      sort: 'alfabetico',
      category: 4,
    });
    expect(request).toEqual({ term: 'mapas', estado: 'borrador', orden: 'alfabetico', categoria: 4 });
    expect(asksForEveryPost(request)).toBe(false);
  });

  it('a blank search is no search', () => {
    expect(asksForEveryPost(adminListRequest({ ...initialAdminFilters, search: '   ' }))).toBe(true);
    expect(asksForEveryPost(adminListRequest({ ...initialAdminFilters, status: 'publicado' }))).toBe(false);
  });
});

describe('the panel’s list status', () => {
  const query = { isPending: false, isError: false, isFetchNextPageError: false };

  it('loads, then shows the cards or says there are none', () => {
    expect(adminListStatus({ ...query, isPending: true }, 0)).toBe('loading');
    expect(adminListStatus(query, 0)).toBe('empty');
    expect(adminListStatus(query, 24)).toBe('ready');
  });

  it('keeps the cards when only a next page failed, and fails otherwise', () => {
    expect(adminListStatus({ ...query, isError: true, isFetchNextPageError: true }, 24)).toBe('ready');
    expect(adminListStatus({ ...query, isError: true }, 24)).toBe('error');
  });
});
