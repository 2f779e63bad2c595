import { Select } from '@contentful/f36-components';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormControl } from './form-control.js';

afterEach(() => vi.restoreAllMocks());

describe('the workbench’s FormControl (Forma 36 5, ids from React)', () => {
  it('given the entry list’s filters and Forma 36 drawing the same random number for both, then each select keeps its own name', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    render(
      <>
        {['Content type', 'Status', 'Compliance'].map((label) => (
          <FormControl key={label}>
            <FormControl.Label>{label}</FormControl.Label>
            <Select defaultValue="">
              <Select.Option value="">Any</Select.Option>
            </Select>
          </FormControl>
        ))}
      </>,
    );
    expect(screen.getAllByRole<HTMLSelectElement>('combobox').map((select) => select.labels[0]?.textContent)).toEqual([
      'Content type',
      'Status',
      'Compliance',
    ]);
    expect(screen.getByRole('combobox', { name: 'Content type' })).not.toBe(screen.getByRole('combobox', { name: 'Compliance' }));
  });
});
