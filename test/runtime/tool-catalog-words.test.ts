// Every built-in tool of a real runtime has its label and description in the UI catalog (the parity test holds the
// other languages to the same keys), and every reason code it sends has a message (renderer/src/settings/tool-words.ts).
import { expect, it } from 'vitest';
import { en } from '../../renderer/src/i18n/locales/en';
import { useRuntimeFixture } from '../support/runtime-fixture';

const fixture = useRuntimeFixture();

it('names every built-in tool and every reason code the core sends, with no tool left over in the catalog', async () => {
  const runtime = await fixture.open();
  const { catalogue } = runtime.toolset();
  const builtIn = catalogue.map((tool) => tool.name);
  const named = Object.keys(en.toolLabels);
  // find_tools joins only when many tools are on; every other catalog entry is a tool this runtime has.
  expect(named.filter((name) => !builtIn.includes(name))).toEqual(['find_tools']);
  expect(builtIn.filter((name) => !named.includes(name))).toEqual([]);
  expect(Object.keys(en.toolDescriptions).sort()).toEqual([...named].sort());
  const unknownCodes = catalogue
    .flatMap((tool) => (tool.reasonCode ? [tool.reasonCode] : []))
    .filter((code) => !(code in en.toolReasons));
  expect(unknownCodes).toEqual([]);
  expect(catalogue.find((tool) => tool.name === 'browser')).toMatchObject({
    reasonCode: 'switchOff',
    reasonParams: { setting: 'tools.browser.enabled' },
  });
  expect(catalogue.find((tool) => tool.name === 'weather')).toMatchObject({ reasonCode: 'openMeteo' });
});
