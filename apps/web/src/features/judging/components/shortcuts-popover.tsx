import { Button, Kbd, Popover, Table, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconKeyboard } from '@tabler/icons-react';
import { useId } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Shortcut } from './player-shortcuts';

/**
 * The player's keys, on demand (issue 31): a "Keyboard shortcuts" button, or `?` while the player
 * has the focus, opens the list over the page, so a judge on a phone does not scroll past it for
 * every catch. Escape or a click outside closes it.
 */
export function ShortcutsPopover({
  shortcuts,
  opened,
  onChange,
}: {
  shortcuts: readonly Shortcut[];
  opened: boolean;
  onChange: (opened: boolean) => void;
}) {
  const t = useT();
  const titleId = useId();
  // Escape closes it wherever the focus is: opened by `?`, the focus stays on the player.
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') onChange(false);
  });
  return (
    <Popover
      opened={opened}
      onChange={onChange}
      position="bottom-start"
      shadow="md"
      width="min(22rem, calc(100vw - 2rem))"
      // Within the player's frame, so the list shows in full screen too.
      withinPortal={false}
      returnFocus
    >
      <Popover.Target>
        <Button
          size="xs"
          variant="subtle"
          w="fit-content"
          leftSection={<IconKeyboard size={16} aria-hidden />}
          aria-keyshortcuts="?"
          onClick={() => onChange(!opened)}
        >
          {t('judging.player.keys.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        <Text size="sm" fw={600} id={titleId} mb={4}>
          {t('judging.player.keys.title')}
        </Text>
        <Table withRowBorders={false} verticalSpacing={0} aria-labelledby={titleId}>
          <Table.Tbody>
            {shortcuts.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td w={96}>
                  <Kbd size="xs">{shortcut.shown}</Kbd>
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{t(shortcut.label)}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Popover.Dropdown>
    </Popover>
  );
}
