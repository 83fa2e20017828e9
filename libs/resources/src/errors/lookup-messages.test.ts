import { describe, expect, it } from 'vitest';
import {
  CATEGORIES_RANK_ERROR,
  COMPETITOR_SOURCES_ERROR,
  DROPDOWN_FALLBACK_MESSAGE,
  ERROR_FETCHING_GROUPS,
  ERROR_FETCHING_LOCATION,
  ERROR_FETCHING_LOCATIONS,
  ERROR_FETCHING_SOURCES,
  unableToFetchMessage,
  unableToLoadMessage,
} from './lookup-messages.js';

describe('lookup messages', () => {
  it('[P8-027] [P8-028] [P8-029] [P8-030] fetch failures of the filter bar lookups', () => {
    expect(ERROR_FETCHING_GROUPS).toBe('Error fetching groups');
    expect(ERROR_FETCHING_LOCATIONS).toBe('Error fetching locations');
    expect(ERROR_FETCHING_LOCATION).toBe('Error fetching location');
    expect(ERROR_FETCHING_SOURCES).toBe('Error fetching sources');
  });

  it('[P8-031] [P8-032] competitor sources and categories rank failures', () => {
    expect(COMPETITOR_SOURCES_ERROR).toBe(
      'Unable to get competitor account sources at this time. Please try refreshing the page or try again later.',
    );
    expect(CATEGORIES_RANK_ERROR).toBe(
      'Unable to get categories rank at this time. Please try refreshing the page or try again later.',
    );
  });

  it('[P8-033] load failures name their subject', () => {
    expect(unableToLoadMessage('groups')).toBe(
      'Unable to load groups at this time. Please reload or try again later.',
    );
    expect(unableToLoadMessage('location diff')).toBe(
      'Unable to load location diff at this time. Please reload or try again later.',
    );
  });

  it('[P8-034] fetch failures name their subject', () => {
    expect(unableToFetchMessage('url sources')).toBe(
      'Unable to fetch url sources at this time. Please reload or try again later.',
    );
    expect(unableToFetchMessage('locations')).toBe(
      'Unable to fetch locations at this time. Please reload or try again later.',
    );
  });

  it('[P8-047] the dropdown fallback', () => {
    expect(DROPDOWN_FALLBACK_MESSAGE).toBe('Something went wrong. Please refresh the page.');
  });
});
