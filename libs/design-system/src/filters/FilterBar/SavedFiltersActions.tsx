import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SavedFiltersModel } from './filter-bar-model.js';

/** Save as / Save / Rename / Delete under the saved filters list; each closes the list first. */
export function SavedFiltersActions(props: SavedFiltersModel & { close: () => void }) {
  const { selectedId, close } = props;
  return (
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
  );
}
