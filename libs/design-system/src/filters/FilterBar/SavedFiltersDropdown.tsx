import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { INFINITE_SCROLL_THRESHOLD } from '../../theme/constants.js';
import type { SavedFiltersModel } from './filter-bar-model.js';
import { ListDropdown } from './ListDropdown.js';

/** The saved filters list (next page within 130 px of the end, P9-018) with Save as / Save / Rename / Delete. */
export function SavedFiltersDropdown(props: SavedFiltersModel) {
  const { selectedId } = props;
  return (
    <ListDropdown
      label="Saved Filters"
      placeholder="None"
      options={props.items}
      value={selectedId}
      onChange={(id) => {
        if (id !== undefined) props.onApply(id);
      }}
      loading={props.status === 'loading'}
      hasMore={props.hasMore}
      onLoadMore={() => props.onLoadMore()}
      error={props.status === 'error'}
      errorText={props.errorText ?? null}
      threshold={INFINITE_SCROLL_THRESHOLD.savedFilters}
      onOpen={() => props.onLoad?.()}
      footer={(close) => (
        <Stack direction="row" spacing={1} sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
          <Button
            size="small"
            onClick={() => {
              close();
              props.onOpenSaveAs();
            }}
          >
            Save as
          </Button>
          <Button
            size="small"
            disabled={!props.canSave}
            onClick={() => {
              close();
              props.onSave();
            }}
          >
            Save
          </Button>
          {props.onOpenRename ? (
            <Button
              size="small"
              disabled={!props.canRename}
              onClick={() => {
                close();
                props.onOpenRename?.();
              }}
            >
              Rename
            </Button>
          ) : null}
          <Button
            size="small"
            color="error"
            disabled={selectedId == null}
            onClick={() => {
              close();
              if (selectedId != null) props.onDelete(selectedId);
            }}
          >
            Delete
          </Button>
        </Stack>
      )}
    />
  );
}
