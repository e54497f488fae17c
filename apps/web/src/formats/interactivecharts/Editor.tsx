import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionalText, textOf } from '../article/kit/content-values.ts';
import { EditorFrame } from '../article/kit/EditorFrame.tsx';
import { ItemList } from '../article/kit/ItemList.tsx';
import type { EditorProps } from '../editor-props.ts';
import { ChartFields } from './ChartFields.tsx';
import { type ChartDraft, chartDraftsOf, newChart } from './chart-draft.ts';

/** Interactive charts editor: an introduction and the charts with their editable data. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const charts = chartDraftsOf(value);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, charts, ...patch });
  return (
    <EditorFrame readerType="interactivecharts" value={value} readOnly={readOnly}>
      <Textarea
        label={t('editor.intro')}
        autosize
        minRows={2}
        value={textOf(value.intro)}
        onChange={(event) => set({ intro: optionalText(event.currentTarget.value) })}
      />
      <ItemList<ChartDraft>
        items={charts}
        onChange={(next) => set({ charts: next })}
        create={newChart}
        itemLabel={(index) => t('charts.chartN', { n: index + 1 })}
        addLabel={t('charts.addChart')}
        min={1}
        max={10}
        renderItem={(chart, update) => <ChartFields chart={chart} update={update} />}
      />
    </EditorFrame>
  );
}
