import { formatUsd } from "#app/lib/format.ts";
import {
  learnMore,
  type ClosingCta,
  type Feature,
  type IconName,
  type KeyFigure,
  type OverviewItem,
  type PageHero,
  type Question,
} from "./blocks.ts";
import { claims } from "./claims.ts";
import { contactHref } from "./contact-topics.ts";
import { familyPages, serviceFamily, type FamilyEntry } from "./families.ts";
import { cloudComputingPlans, databasePlans, dedicatedServerPlans, type Plan } from "./plans.ts";

/**
 * The service pages (/services/*): one entry per page, rendered by templates/service-template.
 * Plans come from plans.ts and site-wide figures from claims.ts, never retyped here.
 */
/** Its slug, menu label and badge (FamilyEntry) give the page its route, its menu item and its breadcrumb. */
export type ServiceEntry = FamilyEntry & {
  /** SEO title and meta description. */
  title: string;
  description: string;
  /** One or two sentences for the overview page and related-service cards. */
  summary: string;
  icon: IconName;
  hero: PageHero;
  keyFigures: readonly KeyFigure[];
  features: { heading: string; intro: string; items: readonly Feature[] };
  plans?: { heading: string; intro: string; items: readonly Plan[] };
  /** A list of places computed from data-centers.ts: the edge network or the data centers. */
  coverage?: { kind: "edge-locations" | "data-centers"; heading: string; intro: string };
  questions?: readonly Question[];
  /** Paths of related service pages. */
  related: readonly string[];
  cta: ClosingCta;
};

/** A service entry with its path (/services/<slug>). */
export type ServicePage = ServiceEntry & { path: ServicePath };

/** "$49": the lowest monthly price among a page's plans, for its description. */
function startingPrice(plans: readonly Plan[]): string {
  return formatUsd(Math.min(...plans.map((plan) => plan.priceUsd)));
}

const trial = { label: `Start ${claims.freeTrialDays}-Day Free Trial`, href: contactHref("trial") };
const sales = { label: "Talk to Sales", href: contactHref("sales") };
const docs = "/resources/documentation";
const databaseEngines = ["MySQL", "PostgreSQL", "MongoDB", "Redis"] as const;

const trialQuestion: Question = {
  question: "Can I try it before I pay?",
  answer: `Yes. Every new account gets a ${claims.freeTrialDays}-day free trial with no credit card required, and our engineers migrate your existing workloads free of charge.`,
};
const billingQuestion: Question = {
  question: "Can I pay in my local currency?",
  answer:
    "Prices are in US dollars per month. We also bill in Naira, Kenyan Shillings and South African Rand: ask our sales team when you sign up.",
};

const serviceEntries = [
  {
    slug: "cloud-computing",
    navLabel: "Cloud Computing",
    title: "Cloud Computing: Virtual Machines and Containers",
    description: `Virtual machines, auto scaling, containers and serverless functions in ${claims.dataCenters} data centers. Plans from ${startingPrice(cloudComputingPlans)} a month, up to a ${claims.uptimeSla} SLA.`,
    summary: "Virtual machines, auto scaling, containers and serverless functions, billed monthly.",
    icon: "cloud",
    hero: {
      heading: "Cloud servers that grow with your business",
      lead: `Launch virtual machines in minutes close to your customers in Africa, Europe, Turkey and the Middle East, on a ${claims.networkSpeed} network with ${claims.support}.`,
      primary: trial,
      secondary: { label: "Compare Plans", href: "#plans" },
    },
    keyFigures: [
      { value: String(claims.dataCenters), label: "data centers" },
      { value: claims.networkSpeed, label: "network" },
      { value: claims.uptimeSla, label: "uptime SLA on Enterprise" },
    ],
    features: {
      heading: "Everything you need to run applications",
      intro: "From a single server to a fleet that scales itself, on one platform and one bill.",
      items: [
        {
          title: "Virtual Machines",
          description:
            "Linux and Windows servers with dedicated vCPUs and SSD storage, ready in minutes and resizable without reinstalling.",
          icon: "server",
          link: learnMore(docs),
        },
        {
          title: "Auto Scaling",
          description: "Add servers when traffic rises and remove them when it falls, so you pay for the capacity you use.",
          icon: "gauge",
          link: learnMore("/services/multi-region-deployment"),
        },
        {
          title: "Containers",
          description: "Run Docker containers on their own or orchestrate them with our managed Kubernetes Service.",
          icon: "boxes",
          link: learnMore("/services/kubernetes-service"),
        },
        {
          title: "Serverless",
          description: "Deploy functions that run on demand and scale to zero, for APIs, webhooks and scheduled jobs.",
          icon: "zap",
          link: learnMore(docs),
        },
      ],
    },
    plans: {
      heading: "Cloud computing plans",
      intro: "Monthly prices in US dollars. Every plan includes SSD storage and free migration support.",
      items: cloudComputingPlans,
    },
    questions: [trialQuestion, billingQuestion],
    related: ["/services/kubernetes-service", "/services/managed-databases", "/services/global-cdn"],
    cta: {
      heading: "Launch your first server today",
      body: `Try any plan free for ${claims.freeTrialDays} days, no credit card required.`,
      primary: trial,
      secondary: sales,
    },
  },
  {
    slug: "managed-databases",
    navLabel: "Managed Databases",
    title: "Managed Databases: MySQL, PostgreSQL, MongoDB, Redis",
    description: `Managed MySQL, PostgreSQL, MongoDB and Redis with automated backups, read replicas and cross-region replication. Plans from ${startingPrice(databasePlans)} a month.`,
    summary: "MySQL, PostgreSQL, MongoDB and Redis, with backups, replicas and failover run for you.",
    icon: "database",
    hero: {
      heading: "Databases that run themselves",
      lead: "We install, patch, back up and monitor your databases so your team can build the product. Your data stays in the region you choose.",
      primary: trial,
      secondary: { label: "Compare Plans", href: "#plans" },
    },
    keyFigures: [
      { value: String(databaseEngines.length), label: "database engines" },
      { value: "Daily", label: "automated backups" },
      { value: claims.uptimeSla, label: "uptime SLA on Enterprise" },
    ],
    features: {
      heading: "Your engine, our operations",
      intro: "Choose the engine your application already speaks; we take care of everything around it.",
      items: [
        {
          title: "MySQL",
          description: "The world's most widely used open-source database, with automatic minor-version patching.",
          icon: "database",
        },
        {
          title: "PostgreSQL",
          description: "Advanced SQL with JSON, full-text search and popular extensions such as PostGIS.",
          icon: "database",
        },
        {
          title: "MongoDB",
          description: "Flexible document storage for applications whose data changes shape as they grow.",
          icon: "layers",
        },
        {
          title: "Redis",
          description: "In-memory caching, sessions, queues and leaderboards with sub-millisecond responses.",
          icon: "zap",
        },
        {
          title: "Automated Backups",
          description: "Daily backups with point-in-time recovery, stored in a second facility and restorable with one click.",
          icon: "backup",
        },
        {
          title: "Replication and Failover",
          description: "Read replicas on Professional and cross-region replication on Enterprise for disaster recovery.",
          icon: "network",
          link: learnMore("/services/multi-region-deployment"),
        },
      ],
    },
    plans: {
      heading: "Managed database plans",
      intro: "Monthly prices in US dollars, for any of the four engines. Storage can be increased at any time.",
      items: databasePlans,
    },
    questions: [
      {
        question: "Can you move my existing database?",
        answer: "Yes. Our engineers plan and run the migration with you, free of charge, including a rehearsal before the final switch.",
      },
      billingQuestion,
    ],
    related: ["/services/cloud-computing", "/services/multi-region-deployment", "/services/security-services"],
    cta: {
      heading: "Hand your databases to us",
      body: "Start a free trial or ask our engineers to plan your migration.",
      primary: trial,
      secondary: { label: "Plan a Migration", href: contactHref("migration") },
    },
  },
  {
    slug: "dedicated-servers",
    navLabel: "Dedicated Servers",
    title: "Dedicated Servers: Bare Metal in Africa and Europe",
    description: `Single-tenant bare-metal servers with NVMe storage in Tier III and Tier IV data centers. Performance, Storage and Enterprise models from ${startingPrice(dedicatedServerPlans)}.`,
    summary: "Single-tenant bare-metal servers with NVMe storage for the heaviest workloads.",
    icon: "disk",
    hero: {
      heading: "Bare-metal power, no neighbours",
      lead: `Whole physical servers for databases, analytics and high-traffic applications, in our Tier III and Tier IV data centers on a ${claims.networkSpeed} network.`,
      primary: { label: "Compare Models", href: "#plans" },
      secondary: sales,
    },
    keyFigures: [
      { value: String(dedicatedServerPlans.length), label: "server models" },
      { value: claims.networkSpeed, label: "network" },
      { value: "NVMe", label: "storage on every model" },
    ],
    features: {
      heading: "Built for sustained load",
      intro: "When a workload needs every core and every IOPS, a dedicated server gives it the whole machine.",
      items: [
        {
          title: "Single-Tenant Hardware",
          description: "No hypervisor and no other customers: predictable performance for latency-sensitive workloads.",
          icon: "server",
        },
        {
          title: "NVMe Storage",
          description: "Enterprise NVMe drives on every model, plus bulk HDD capacity on the Storage model.",
          icon: "disk",
        },
        {
          title: "Tier III and Tier IV Facilities",
          description: "Servers live in our own data centers, with redundant power, cooling and carrier-neutral connectivity.",
          icon: "building",
          link: learnMore("/international"),
        },
        {
          title: "DDoS Protection",
          description: "Add our security services to filter attacks before they reach your server.",
          icon: "shield",
          link: learnMore("/services/security-services"),
        },
      ],
    },
    plans: {
      heading: "Dedicated server models",
      intro: "Monthly prices in US dollars. Custom configurations are available on request.",
      items: dedicatedServerPlans,
    },
    questions: [
      {
        question: "Can I get a configuration that is not listed?",
        answer: "Yes. Tell our sales team what you need (cores, memory, drives, location) and we will quote a custom build.",
      },
      billingQuestion,
    ],
    related: ["/services/cloud-computing", "/services/managed-databases", "/services/security-services"],
    cta: {
      heading: "Need a custom build?",
      body: "Tell us about your workload and we will recommend the right model and data center.",
      primary: sales,
      secondary: { label: "Plan a Migration", href: contactHref("migration") },
    },
  },
  {
    slug: "kubernetes-service",
    navLabel: "Kubernetes Service",
    badge: "NEW",
    title: "Managed Kubernetes Service",
    description:
      "Managed Kubernetes clusters with auto-scaling node pools, a private registry and multi-region clusters. New from Baobab Cloud.",
    summary: "Managed Kubernetes clusters with auto-scaling node pools and multi-region support.",
    icon: "blocks",
    hero: {
      heading: "Kubernetes without the operations burden",
      lead: "We run the control plane, upgrades and monitoring. You deploy containers with the standard Kubernetes tools you already know.",
      primary: trial,
      secondary: { label: "Talk to a Kubernetes Engineer", href: contactHref("kubernetes") },
    },
    keyFigures: [
      { value: String(claims.dataCenters), label: "data centers to run clusters in" },
      { value: "Standard", label: "Kubernetes APIs and tools" },
      { value: "24/7", label: "expert support" },
    ],
    features: {
      heading: "Production-ready clusters",
      intro: "Standard, upstream Kubernetes with the parts that are hard to run yourself already done.",
      items: [
        {
          title: "Managed Control Plane",
          description: "Highly available masters, etcd backups and version upgrades run by our team.",
          icon: "cpu",
          link: learnMore(docs),
        },
        {
          title: "Auto-Scaling Node Pools",
          description: "Worker nodes run on our cloud servers and scale with your pods' demand.",
          icon: "gauge",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Multi-Region Clusters",
          description: "Run clusters in several regions and route users to the nearest healthy one.",
          icon: "globe",
          link: learnMore("/services/multi-region-deployment"),
        },
        {
          title: "Private Container Registry",
          description: "Store and scan your images next to your clusters for fast, private pulls.",
          icon: "boxes",
          link: learnMore(docs),
        },
        {
          title: "Network Policies and Secrets",
          description: "Isolate workloads and keep credentials encrypted, with security reviews on request.",
          icon: "lock",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Free Cluster Migration",
          description: "Moving from another provider? Our engineers move your workloads with you at no cost.",
          icon: "rocket",
          link: learnMore(contactHref("migration")),
        },
      ],
    },
    questions: [
      {
        question: "What does the Kubernetes Service cost?",
        answer:
          "Worker nodes are billed at cloud computing prices. Ask our sales team for a quote covering the control plane, load balancers and storage for your clusters.",
      },
      trialQuestion,
    ],
    related: ["/services/cloud-computing", "/services/multi-region-deployment", "/services/security-services"],
    cta: {
      heading: "Deploy your first cluster",
      body: "Start a free trial, or book a session with our Kubernetes engineers.",
      primary: trial,
      secondary: { label: "Talk to a Kubernetes Engineer", href: contactHref("kubernetes") },
    },
  },
  {
    slug: "security-services",
    navLabel: "Security Services",
    title: "Security Services: DDoS Protection, WAF and Monitoring",
    description:
      "DDoS protection, a web application firewall, managed certificates and 24/7 security monitoring for workloads hosted with Baobab Cloud.",
    summary: "DDoS protection, web application firewall, certificates and 24/7 security monitoring.",
    icon: "shield",
    hero: {
      heading: "Security built into every layer",
      lead: "Protect your applications and your customers' data with managed defences that are watched around the clock by our security team.",
      primary: { label: "Talk to a Security Expert", href: contactHref("security") },
      secondary: trial,
    },
    keyFigures: [
      { value: "24/7", label: "security monitoring" },
      { value: String(claims.africanEdgeLocations), label: "edge locations absorbing attacks" },
      { value: claims.uptimeSla, label: "uptime SLA" },
    ],
    features: {
      heading: "Managed defences",
      intro: "Each service can be added to any cloud server, database, cluster or dedicated server.",
      items: [
        {
          title: "DDoS Protection",
          description: "Volumetric attacks are filtered at our edge locations before they reach your servers.",
          icon: "shield",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Web Application Firewall",
          description: "Blocks SQL injection, cross-site scripting and bad bots, with rules tuned to your application.",
          icon: "blocks",
          link: learnMore(contactHref("security")),
        },
        {
          title: "Managed SSL/TLS Certificates",
          description: "Certificates issued, installed and renewed automatically for every domain you serve.",
          icon: "lock",
          link: learnMore(docs),
        },
        {
          title: "Identity and Access Management",
          description: "Team accounts, roles, single sign-on and two-factor authentication for your control panel.",
          icon: "users",
          link: learnMore(docs),
        },
        {
          title: "24/7 Security Monitoring",
          description: "Our security operations team watches for threats and alerts you with a clear plan of action.",
          icon: "activity",
          link: learnMore(contactHref("security")),
        },
        {
          title: "Compliance Support",
          description: "Keep data in the country you choose and get help meeting the Nigeria Data Protection Act and the GDPR.",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
      ],
    },
    related: ["/services/global-cdn", "/services/dedicated-servers", "/services/multi-region-deployment"],
    cta: {
      heading: "Review your security with us",
      body: "Our security engineers will look at your current setup and recommend the protection it needs.",
      primary: { label: "Talk to a Security Expert", href: contactHref("security") },
      secondary: { label: "Compliance Questions", href: contactHref("compliance") },
    },
  },
  {
    slug: "global-cdn",
    navLabel: "Global CDN",
    title: "Global CDN with African Edge Locations",
    description: `A content delivery network with edge locations in ${claims.africanEdgeCountries} African countries: faster pages, lower bandwidth costs and DDoS absorption at the edge.`,
    summary: `Cache content at edge locations in ${claims.africanEdgeCountries} African countries and serve it in milliseconds.`,
    icon: "globe",
    hero: {
      heading: "Content delivered from next door",
      lead: `Serve websites, media and downloads from edge locations in ${claims.africanEdgeCountries} African countries, so your customers load pages from their own country instead of another continent.`,
      primary: trial,
      secondary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
    },
    keyFigures: [
      { value: String(claims.africanEdgeLocations), label: "African edge locations" },
      { value: String(claims.africanEdgeCountries), label: "African countries" },
      { value: claims.networkSpeed, label: "network" },
      { value: claims.uptimeSla, label: "uptime SLA" },
    ],
    features: {
      heading: "Faster, cheaper, safer delivery",
      intro: "Put the CDN in front of any origin: our cloud servers or your own infrastructure.",
      items: [
        {
          title: "Edge Caching",
          description: "Static files, images and video are cached close to your users and refreshed on your rules.",
          icon: "layers",
        },
        {
          title: "DDoS Absorption",
          description: "Attack traffic is absorbed across the edge network instead of reaching your origin.",
          icon: "shield",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Free TLS at the Edge",
          description: "HTTPS for every domain with managed certificates and modern protocols (HTTP/2 and HTTP/3).",
          icon: "lock",
        },
        {
          title: "Instant Purge and API",
          description: "Remove outdated content from every edge location in seconds, from the control panel or the API.",
          icon: "zap",
          link: learnMore(docs),
        },
      ],
    },
    coverage: {
      kind: "edge-locations",
      heading: "African edge locations",
      intro: "Where the CDN caches and serves your content today, by country.",
    },
    related: ["/services/global-dns", "/services/security-services", "/services/cloud-computing"],
    cta: {
      heading: "Speed up your website across Africa",
      body: "Put the CDN in front of your site in minutes, or ask our network engineers to help.",
      primary: trial,
      secondary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
    },
  },
  {
    slug: "multi-region-deployment",
    navLabel: "Multi-Region Deployment",
    title: "Multi-Region Deployment and Disaster Recovery",
    description: `Run applications in several of our ${claims.dataCenters} data centers at once, with failover between regions, replicated databases and local data residency.`,
    summary: `Run in several of our ${claims.dataCenters} data centers at once, with failover and replicated data.`,
    icon: "network",
    hero: {
      heading: "Stay online when a region does not",
      lead: `Deploy the same application in two or more of our ${claims.dataCenters} data centers across ${claims.dataCenterRegions} regions, with traffic routed to the nearest healthy one.`,
      primary: { label: "Design Your Architecture", href: contactHref("networking") },
      secondary: trial,
    },
    keyFigures: [
      { value: String(claims.dataCenters), label: "data centers" },
      { value: String(claims.dataCenterRegions), label: "regions" },
      { value: claims.networkSpeed, label: "network between regions" },
      { value: claims.uptimeSla, label: "uptime SLA" },
    ],
    features: {
      heading: "Resilience by design",
      intro: "The building blocks of an application that survives the loss of a whole data center.",
      items: [
        {
          title: "Active-Active Deployments",
          description: "Serve users from several regions at once, each close to the people it serves.",
          icon: "globe",
        },
        {
          title: "Health-Checked Failover",
          description: "DNS-based routing moves traffic away from a failing region within seconds.",
          icon: "activity",
          link: learnMore("/services/global-dns"),
        },
        {
          title: "Cross-Region Database Replication",
          description: "Keep a live copy of your database in a second region, included in the Enterprise database plan.",
          icon: "backup",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Data Residency Controls",
          description: "Choose which countries hold your data, to meet local regulation in every market.",
          icon: "compliance",
          link: learnMore(contactHref("compliance")),
        },
        {
          title: "Private Network Between Regions",
          description: "Replication and internal traffic travel over our private backbone, not the public internet.",
          icon: "cable",
        },
        {
          title: "Multi-Region Kubernetes",
          description: "Run the same workloads on clusters in several regions with one deployment pipeline.",
          icon: "blocks",
          link: learnMore("/services/kubernetes-service"),
        },
      ],
    },
    coverage: {
      kind: "data-centers",
      heading: "Where you can deploy",
      intro: "Our data centers by region, with their tier rating.",
    },
    related: ["/services/global-dns", "/services/managed-databases", "/services/kubernetes-service"],
    cta: {
      heading: "Plan a multi-region architecture",
      body: "Our engineers will help you choose regions, replication and failover for your application.",
      primary: { label: "Design Your Architecture", href: contactHref("networking") },
      secondary: sales,
    },
  },
  {
    slug: "global-dns",
    navLabel: "Global DNS",
    title: "Global DNS: Fast, Resilient Anycast DNS",
    description: `Anycast DNS answered from ${claims.africanEdgeLocations} African edge locations, with DNSSEC, health-checked failover and geo-routing. ${claims.uptimeSla} uptime SLA.`,
    summary: "Anycast DNS with DNSSEC, health-checked failover and geo-routing.",
    icon: "pin",
    hero: {
      heading: "DNS that answers from nearby",
      lead: `Your domains are answered from edge locations in ${claims.africanEdgeCountries} African countries and beyond, so every visit starts faster and keeps working when a server fails.`,
      primary: trial,
      secondary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
    },
    keyFigures: [
      { value: String(claims.africanEdgeLocations), label: "African edge locations" },
      { value: String(claims.africanEdgeCountries), label: "African countries" },
      { value: claims.uptimeSla, label: "uptime SLA" },
    ],
    features: {
      heading: "More than name resolution",
      intro: "Authoritative DNS that also steers traffic to where it will be served best.",
      items: [
        {
          title: "Anycast Network",
          description: "Every edge location answers for your domains, so queries go to the nearest one.",
          icon: "radio",
        },
        {
          title: "DNSSEC",
          description: "Signed zones protect your visitors from forged answers and cache poisoning.",
          icon: "lock",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Health-Checked Failover",
          description: "Unhealthy endpoints are taken out of answers automatically until they recover.",
          icon: "activity",
          link: learnMore("/services/multi-region-deployment"),
        },
        {
          title: "Geo-Routing",
          description: "Send visitors to the data center or CDN origin closest to their country.",
          icon: "pin",
          link: learnMore("/services/global-cdn"),
        },
      ],
    },
    coverage: {
      kind: "edge-locations",
      heading: "Where your domains are answered in Africa",
      intro: "The edge locations that answer DNS queries, by country.",
    },
    related: ["/services/global-cdn", "/services/multi-region-deployment", "/services/security-services"],
    cta: {
      heading: "Move your domains in minutes",
      body: "Import your zone file, check the records, then change your name servers.",
      primary: trial,
      secondary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
    },
  },
] as const satisfies readonly ServiceEntry[];

/** Every service page, in menu order (the order of the entries above). */
export const servicePages = familyPages(serviceFamily, serviceEntries);

/** The headings the service template adds around each entry's own sections. */
export const servicePageText = {
  questions: "Questions and answers",
  related: "Related services",
} as const;

export type ServicePath = (typeof servicePages)[number]["path"];

export function findServicePage(path: string): ServicePage | undefined {
  return servicePages.find((service) => service.path === path);
}

/** /services: every service page, in menu order. */
export const servicesOverview = {
  eyebrow: serviceFamily.label,
  listHeading: "All services",
  listIntro: `Every service runs in our ${claims.dataCenters} data centers and is backed by ${claims.support}.`,
  items: servicePages.map((service): OverviewItem => ({
    title: service.navLabel,
    description: service.summary,
    href: service.path,
    icon: service.icon,
    badge: service.badge,
  })),
  cta: {
    heading: "Not sure which service you need?",
    body: "Tell us about your application and our engineers will recommend a setup.",
    primary: trial,
    secondary: sales,
  },
} as const satisfies { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
