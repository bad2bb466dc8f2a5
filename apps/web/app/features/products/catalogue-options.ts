import type { MarketCatalogue } from '@jaliya/contract';

type Option = { value: string; label: string };
type Group = { label: string; options: Option[] };

/** The main categories as options. */
export function mainCategoryOptions(catalogue: MarketCatalogue): Option[] {
  return catalogue.categories.map((main) => ({ value: String(main.id), label: main.name }));
}

/** Subcategories under their main category's name; only the chosen main category's once one is chosen. */
export function subCategoryGroups(catalogue: MarketCatalogue, mainId: number | undefined): Group[] {
  return catalogue.categories
    .filter((main) => mainId === undefined || main.id === mainId)
    .map((main) => ({
      label: main.name,
      options: main.subCategories.map((sub) => ({ value: String(sub.id), label: sub.name })),
    }));
}

/**
 * Models under their subcategory's name, narrowed to the chosen subcategory, or to the chosen
 * main category's subcategories; subcategories without models are left out.
 */
export function modelGroups(
  catalogue: MarketCatalogue,
  chosen: { mainId: number | undefined; categoryId: number | undefined },
): Group[] {
  return catalogue.categories
    .filter((main) => chosen.mainId === undefined || main.id === chosen.mainId)
    .flatMap((main) => main.subCategories)
    .filter((sub) => chosen.categoryId === undefined || sub.id === chosen.categoryId)
    .map((sub) => ({
      label: sub.name,
      options: catalogue.models
        .filter((model) => model.categoryId === sub.id)
        .map((model) => ({ value: String(model.id), label: model.name })),
    }))
    .filter((group) => group.options.length > 0);
}

/** A number from a page address or a draft, or undefined. */
export function idOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}
