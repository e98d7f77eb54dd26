import { Alert, Anchor, Button, FileInput, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileUpload } from '@tabler/icons-react';
import { encodeUuid, ZResultsVerifyInput, type ResultsVerification } from '@tightlines/domain';
import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKey } from '../../../i18n/use-t';
import { fieldOfError } from '../../../ui/field-errors';
import { QueryError } from '../../../ui/query-error';
import { errorMessage } from '../../../ui/spec-message';
import { localizedResolver } from '../../../ui/localized-resolver';
import { useVerifyResults, type ResultsToVerify } from '../hooks/official-results';

/** The answer for what matched: the results document, its CSV or its PDF. */
const VALID: Record<NonNullable<ResultsVerification['kind']>, MessageKey> = {
  results: 'tournaments.verify.validResults',
  csv: 'tournaments.verify.validCsv',
  pdf: 'tournaments.verify.validPdf',
};

/**
 * Checks a results file or a SHA-256 against the official results of one tournament (or of any,
 * `tournamentId` null): a file is dropped or picked (hashed in the browser, only its SHA-256 is
 * sent), or its SHA-256 pasted. The answer says whether it is this tournament's official results,
 * another tournament's, or nothing official (changed by a byte, or never published).
 */
export function VerifyResults({ tournamentId }: { tournamentId: string | null }) {
  const t = useT();
  const verify = useVerifyResults();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { sha256: '' },
    validate: localizedResolver(ZResultsVerifyInput),
  });

  const check = (input: ResultsToVerify) =>
    verify.mutate(input, {
      onError: (error) => {
        if (fieldOfError(error, form.getValues()) === 'sha256') {
          form.setFieldError('sha256', errorMessage(error));
        }
      },
    });
  const pick = (next: File | null) => {
    setFile(next);
    verify.reset();
    if (next) check({ file: next });
  };
  const handleDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) pick(dropped);
  };
  const pending = (what: 'file' | 'sha256') =>
    verify.isPending && verify.variables !== undefined && what in verify.variables;
  const answer = verify.data;
  const fieldRefused = verify.isError && fieldOfError(verify.error, form.getValues()) !== null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="verify-results-title">
      <Text fw={600} id="verify-results-title">
        {t('tournaments.results.verifyTitle')}
      </Text>
      <Paper
        withBorder
        radius="md"
        p="md"
        data-testid="verify-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        style={{
          borderStyle: 'dashed',
          background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
        }}
      >
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconFileUpload size={20} aria-hidden />
            <Text size="sm">{t('tournaments.verify.drop')}</Text>
          </Group>
          <Group align="flex-end" gap="xs">
            <FileInput
              label={t('tournaments.results.verifyFile')}
              placeholder={t('tournaments.results.verifyPick')}
              // Mantine's placeholder grey is below the 4.5:1 contrast a prompt to act needs.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              accept=".csv,.pdf,text/csv,application/pdf"
              value={file}
              onChange={pick}
              clearable
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              variant="default"
              disabled={!file}
              loading={pending('file')}
              onClick={() => file && check({ file })}
            >
              {t('tournaments.results.verify')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFile(null);
          check({ sha256: values.sha256 });
        })}
      >
        <Stack gap="xs">
          <TextInput
            label={t('tournaments.verify.hash')}
            description={t('tournaments.verify.hashHint')}
            autoComplete="off"
            spellCheck={false}
            {...form.getInputProps('sha256')}
            onChange={(event) => {
              form.getInputProps('sha256').onChange(event);
              verify.reset();
            }}
          />
          <Button type="submit" variant="default" w="fit-content" loading={pending('sha256')}>
            {t('tournaments.verify.checkHash')}
          </Button>
        </Stack>
      </form>
      {verify.isError && !fieldRefused ? (
        <QueryError error={verify.error} onRetry={() => verify.variables && check(verify.variables)} />
      ) : null}
      <div role="status" aria-live="polite">
        {answer ? <Answer answer={answer} tournamentId={tournamentId} /> : null}
      </div>
    </Stack>
  );
}

function Answer({ answer, tournamentId }: { answer: ResultsVerification; tournamentId: string | null }) {
  const t = useT();
  const { tournament, kind } = answer;
  if (!answer.matches || !tournament || !kind) {
    return (
      <Alert color="red" data-testid="verify-answer">
        {t('tournaments.results.invalid')}
      </Alert>
    );
  }
  if (tournamentId !== null && tournament.UUID !== tournamentId) {
    return (
      <Alert color="orange" data-testid="verify-answer">
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t('tournaments.verify.otherTournament', { name: tournament.Name })}</Text>
          <Anchor component={Link} to={`/tournament/${encodeUuid(tournament.UUID)}/verify`} size="sm">
            {t('tournaments.verify.openOther', { name: tournament.Name })}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="teal" data-testid="verify-answer">
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t(VALID[kind], { name: tournament.Name })}</Text>
        {tournamentId === null ? (
          <Anchor component={Link} to={`/tournament/${encodeUuid(tournament.UUID)}`} size="sm">
            {t('tournaments.verify.seeResults', { name: tournament.Name })}
          </Anchor>
        ) : null}
      </Stack>
    </Alert>
  );
}
