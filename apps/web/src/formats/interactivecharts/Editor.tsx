import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { IntroField } from '../kit/editing/IntroField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { ChartFields } from './ChartFields.tsx';
import { type ChartDraft, chartDraftsOf, newChart } from './chart-draft.ts';

/** Interactive charts editor: an introduction and the charts with their editable data. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const charts = chartDraftsOf(value);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, charts, ...patch });
  return (
    <EditorFrame readerType="interactivecharts" value={value} readOnly={readOnly}>
      <IntroField value={value.intro} onChange={(intro) => set({ intro })} />
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
