import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { TemplateOption } from './response-views.js';

export interface TemplateMenuProps {
  templates: readonly TemplateOption[];
  onPick: (id: number) => void;
  disabled?: boolean;
}

/** 'Use a template': a menu button of the account's response templates (keyboard: Enter, arrows, Escape). */
export function TemplateMenu({ templates, onPick, disabled }: TemplateMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (templates.length === 0) return null;
  return (
    <>
      <Button
        size="small"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Use a template
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {templates.map((template) => (
          <MenuItem
            key={template.id}
            onClick={() => {
              setAnchor(null);
              onPick(template.id);
            }}
          >
            {template.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
