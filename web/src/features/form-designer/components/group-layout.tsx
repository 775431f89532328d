import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { DesignerFormSummary, DesignerLayoutGroup } from '@portal/shared';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { showSuccess } from '../../../lib/notices';
import { useTRPC } from '../../../lib/trpc';

interface GroupLayoutProps {
  group: DesignerLayoutGroup;
}

/** The forms' order as the server has it. */
function idsOf(forms: DesignerFormSummary[]): number[] {
  return forms.map((form) => form.id);
}

/**
 * The selected group's layout: its forms in order, reordered by dragging a row's handle, by its
 * "Move up/down" buttons or with Alt+ArrowUp/Down on a focused row (each move is announced), then
 * saved together with form-position.
 */
export function GroupLayout({ group }: GroupLayoutProps) {
  const { t } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState(() => idsOf(group.forms));
  const [announcement, setAnnouncement] = useState('');
  const serverOrder = idsOf(group.forms).join(',');
  // A saved or reloaded layout replaces the local order.
  useEffect(() => setOrder(serverOrder === '' ? [] : serverOrder.split(',').map(Number)), [serverOrder]);
  const formsById = new Map(group.forms.map((form) => [form.id, form]));
  const forms = order.flatMap((id) => formsById.get(id) ?? []);
  const isChanged = order.join(',') !== serverOrder;
  const canReorder = group.canEdit && forms.length > 1;

  const save = useMutation(
    trpc.formDesigner.saveFormPositions.mutationOptions({
      onSuccess: async () => {
        showSuccess(t`The order of the forms was saved.`);
        await queryClient.invalidateQueries({ queryKey: trpc.formDesigner.layout.pathKey() });
      },
    }),
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const form = formsById.get(order[from]!);
    setOrder((current) => arrayMove(current, from, to));
    if (form) setAnnouncement(t`${form.name} moved to position ${to + 1} of ${order.length}.`);
  };

  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(order.indexOf(Number(active.id)), order.indexOf(Number(over.id)));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="group-layout-title">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="group-layout-title">
          <Trans>Forms of the group {group.name}</Trans>
        </Title>
        {group.canEdit ? (
          <Button
            component={Link}
            to={`/admin/documents/create-form/${group.id}`}
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            <Trans>New form</Trans>
          </Button>
        ) : null}
      </Group>
      {forms.length === 0 ? (
        <Text c="dimmed">
          <Trans>The group has no forms.</Trans>
        </Text>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <Stack gap={4} component="ol" aria-label={t`Form order`} p={0} m={0} style={{ listStyle: 'none' }}>
              {forms.map((form, index) => (
                <FormRow
                  key={form.id}
                  form={form}
                  position={index}
                  count={forms.length}
                  canReorder={canReorder}
                  onMove={(to) => move(index, to)}
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
      )}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {canReorder ? (
        <Group gap="sm">
          <Button
            disabled={!isChanged}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ formGroupId: group.id, positions: order.map((formId, index) => ({ formId, sortOrder: (index + 1) * 10 })) })
            }
          >
            <Trans>Save order</Trans>
          </Button>
          <Button variant="default" disabled={!isChanged || save.isPending} onClick={() => setOrder(serverOrder.split(',').map(Number))}>
            <Trans>Undo changes</Trans>
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

interface FormRowProps {
  form: DesignerFormSummary;
  position: number;
  count: number;
  canReorder: boolean;
  onMove: (to: number) => void;
}

function FormRow({ form, position, count, canReorder, onMove }: FormRowProps) {
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: form.id, disabled: !canReorder });
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (!canReorder || !event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      onMove(position - 1);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onMove(position + 1);
    }
  };
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : undefined }}
      onKeyDown={onKeyDown}
      aria-label={form.name}
    >
      <Paper withBorder px="sm" py={6} c={form.archived ? 'dimmed' : undefined}>
        <Group gap="sm" wrap="nowrap">
          {canReorder ? (
            <ActionIcon variant="subtle" color="gray" aria-label={t`Drag ${form.name}`} {...attributes} {...listeners}>
              <IconGripVertical size={16} aria-hidden />
            </ActionIcon>
          ) : null}
          <Text size="sm" c="dimmed" w={24} ta="right">
            {position + 1}.
          </Text>
          <Anchor component={Link} to={`/admin/documents/edit-form/${form.id}`} style={{ flex: 1 }}>
            {form.name}
          </Anchor>
          {form.archived ? (
            <Badge color="gray" variant="outline" size="sm">
              {t({ message: 'Archived', context: 'form' })}
            </Badge>
          ) : null}
          {canReorder ? (
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                aria-label={t`Move ${form.name} up`}
                disabled={position === 0}
                onClick={() => onMove(position - 1)}
              >
                <IconArrowUp size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                aria-label={t`Move ${form.name} down`}
                disabled={position === count - 1}
                onClick={() => onMove(position + 1)}
              >
                <IconArrowDown size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ) : null}
        </Group>
      </Paper>
    </li>
  );
}
