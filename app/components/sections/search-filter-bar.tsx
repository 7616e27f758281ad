import { useState } from "react";
import { FilterButtons, type FilterOption } from "#app/components/sections/filter-buttons.tsx";
import { ResourceSearch } from "#app/components/sections/resource-search.tsx";
import { ResultStatus } from "#app/components/sections/result-status.tsx";
import { useHydrated } from "#app/components/ui/use-hydrated.ts";

/** What a searchable list is narrowed by (a query and one category), and the way back to everything. */
export function useSearchAndCategory() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const reset = () => {
    setQuery("");
    setCategory(null);
  };
  return { query, setQuery, category, setCategory, reset };
}

type SearchFilterBarProps = {
  id: string;
  searchLabel: string;
  placeholder: string;
  filterLabel: string;
  /** The first filter button, which shows every category ("All"). */
  allLabel: string;
  categories: readonly FilterOption[];
  filter: ReturnType<typeof useSearchAndCategory>;
  /** The announced result count, e.g. "5 results". */
  status: string;
};

/**
 * A search box, category buttons and the live result count. Disabled until the page has
 * hydrated, so without JavaScript it never looks as if it works while the full list shows.
 */
export function SearchFilterBar({ id, searchLabel, placeholder, filterLabel, allLabel, categories, filter, status }: SearchFilterBarProps) {
  const hydrated = useHydrated();
  return (
    <ResourceSearch
      id={id}
      label={searchLabel}
      value={filter.query}
      onValueChange={filter.setQuery}
      placeholder={placeholder}
      disabled={!hydrated}
    >
      <FilterButtons
        className="mt-5"
        label={filterLabel}
        allLabel={allLabel}
        options={categories}
        value={filter.category}
        onValueChange={filter.setCategory}
        disabled={!hydrated}
      />
      <ResultStatus className="mt-4">{status}</ResultStatus>
    </ResourceSearch>
  );
}
