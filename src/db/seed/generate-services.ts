import { createRng, hashSeed } from "./prng";
import type { SeedPlan, SeedService, SeedServiceProvider } from "./seed-types";
import { SERVICE_CATEGORIES, SERVICE_PROVIDERS, type ServiceCategory, type ServiceTemplate } from "./service-words";
import { SlugRegistry } from "./slug";

export interface ServiceCatalog {
  serviceProviders: SeedServiceProvider[];
  services: SeedService[];
  plans: SeedPlan[];
}

const categoryByName = new Map(SERVICE_CATEGORIES.map((c) => [c.category, c]));

/** Dollars to cents with a price-like ending: 149 -> 14900, scaled 162.4 -> 16199. */
function feeCents(dollars: number, factor: number): number {
  if (dollars <= 0) return 0;
  const scaled = Math.max(1, Math.round(dollars * factor));
  return factor === 1 ? scaled * 100 : scaled * 100 - 1;
}

/** `slugs` is the shared product/service/category namespace. */
export function generateServices(seed: number, slugs: SlugRegistry): ServiceCatalog {
  const rng = createRng(hashSeed(seed, 0x5e41));
  const providerSlugs = new SlugRegistry();
  const serviceProviders: SeedServiceProvider[] = [];
  const services: SeedService[] = [];
  const plans: SeedPlan[] = [];

  SERVICE_PROVIDERS.forEach(([name, categoryName, state, brand], index) => {
    const providerId = index + 1;
    const primary = categoryByName.get(categoryName);
    if (!primary) throw new Error(`Unknown service category ${categoryName}`);
    const years = rng.int(3, 25);
    const clinics = rng.pick(["350", "1,200", "2,500", "4,000", "8,000"]);
    serviceProviders.push({
      id: providerId,
      name,
      slug: providerSlugs.claim(name, providerId),
      about:
        `${name} has served veterinary practices for ${years} years with ${categoryName.toLowerCase()} ` +
        `from its home base in ${state}. More than ${clinics} clinics rely on the team every day.`,
      state,
    });

    const offered: [ServiceCategory, ServiceTemplate][] = rng
      .sample(primary.templates, rng.int(2, Math.min(3, primary.templates.length)))
      .map((template) => [primary, template]);
    if (rng.chance(0.3)) {
      const other = rng.pick(SERVICE_CATEGORIES.filter((c) => c !== primary));
      offered.push([other, rng.pick(other.templates)]);
    }

    const factor = rng.pick([0.85, 0.9, 1, 1, 1.1, 1.2]);
    for (const [category, template] of offered) {
      const serviceId = services.length + 1;
      const serviceName = `${brand} ${template.name}`;
      services.push({
        id: serviceId,
        providerId,
        categoryName: category.category,
        name: serviceName,
        slug: slugs.claim(serviceName, serviceId),
        description: template.description,
      });
      const chosen = rng.sample(category.plans, rng.int(2, Math.min(3, category.plans.length)));
      for (const plan of category.plans.filter((p) => chosen.includes(p))) {
        plans.push({
          id: plans.length + 1,
          serviceId,
          name: plan.name,
          type: plan.type,
          feeCents: feeCents(plan.fee, factor),
          additionalFeeCents: feeCents(plan.additionalFee ?? 0, factor),
          equipmentFeeCents: feeCents(plan.equipmentFee ?? 0, 1),
        });
      }
    }
  });
  return { serviceProviders, services, plans };
}
