import { useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';

interface LetterIndexProps {
  letters: readonly string[];
  onChoose: (letter: string) => void;
}

/** The letters that have contacts, in the order of the groups; each jumps to its group. */
export function LetterIndex({ letters, onChoose }: LetterIndexProps) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Letter index`}>
      <Group gap={4}>
        {letters.map((letter) => (
          <Button
            key={letter}
            variant="light"
            size="compact-sm"
            miw={32}
            onClick={() => onChoose(letter)}
            aria-label={t`Go to letter ${letter}`}
          >
            {letter}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
