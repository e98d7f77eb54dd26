import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { logbookExportUrl } from '../hooks/logbook';
import type { MySessionsRange } from '../hooks/list-my-sessions';
import { ImportLogbookModal } from './import-logbook-modal';

/**
 * My Fishlogs' logbook (issue 40 point 3): the sessions of the range shown, downloaded as CSV (every
 * session and fish) or GPX (a waypoint per fish with a position), and the import of either.
 */
export function LogbookMenu({ range }: { range: MySessionsRange }) {
  const t = useT();
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" rightSection={<IconChevronDown size={14} aria-hidden />}>
            {t('fishlogs.logbook.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('fishlogs.logbook.exportLabel')}</Menu.Label>
          <Menu.Item
            component="a"
            href={logbookExportUrl(range, 'csv')}
            download
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {t('fishlogs.logbook.exportCsv')}
          </Menu.Item>
          <Menu.Item
            component="a"
            href={logbookExportUrl(range, 'gpx')}
            download
            leftSection={<IconDownload size={14} aria-hidden />}
          >
            {t('fishlogs.logbook.exportGpx')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconUpload size={14} aria-hidden />} onClick={() => setImporting(true)}>
            {t('fishlogs.logbook.importItem')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {importing ? <ImportLogbookModal opened onClose={() => setImporting(false)} /> : null}
    </>
  );
}
