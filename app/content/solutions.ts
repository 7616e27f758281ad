import { learnMore, type ClosingCta, type Feature, type IconName, type OverviewItem, type PageHero } from "./blocks.ts";
import { claims } from "./claims.ts";
import { dataCenterCity } from "./data-centers.ts";
import { contactHref } from "./contact-topics.ts";
import { familyPages, solutionFamily, type FamilyEntry } from "../site/families.ts";
import type { ServicePath } from "#app/site/services.ts";
import { certifications } from "./site.ts";

/**
 * The solution pages (/solutions/*): one entry per industry or use, rendered by
 * templates/solution-template. Recommended services are service-page paths, so the
 * cards always show the service's current name and summary.
 */
export type TitledText = { title: string; description: string };

/** Its slug, menu label and badge (FamilyEntry) give the page its route, its menu item and its breadcrumb. */
export type SolutionEntry = FamilyEntry & {
  /** SEO title and meta description. */
  title: string;
  description: string;
  /** One or two sentences for the overview page. */
  summary: string;
  icon: IconName;
  hero: PageHero;
  challenges: { heading: string; intro: string; items: readonly TitledText[] };
  /** Feature cards; every one has a "Learn More" link. */
  features: { heading: string; intro: string; items: readonly (Feature & { link: NonNullable<Feature["link"]> })[] };
  useCases?: { heading: string; intro: string; items: readonly TitledText[] };
  /**
   * Laws, regulations and standards the industry answers to, and what the platform does for
   * each. Word claims as "aligned with" or "designed to support"; certificates are in site.ts.
   */
  frameworks?: { heading: string; intro: string; items: readonly TitledText[]; note: string };
  /**
   * Placeholder tiles where a site would show client logos. They name kinds of
   * organisation, not clients: we do not publish client names without permission.
   */
  sectors?: { heading: string; note: string; items: readonly { label: string; icon: IconName }[] };
  recommendedServices: readonly ServicePath[];
  cta: ClosingCta;
};

/** A solution entry with its path (/solutions/<slug>). */
export type SolutionPage = SolutionEntry & { path: `/solutions/${string}` };

const trial = { label: `Start ${claims.freeTrialDays}-Day Free Trial`, href: contactHref("trial") };
const sales = { label: "Talk to Sales", href: contactHref("sales") };
const compliance = contactHref("compliance");

const solutionEntries = [
  {
    slug: "financial-services",
    navLabel: "Financial Services",
    title: "Cloud for Banks, Fintechs and Insurers",
    description:
      "Cloud for African banks, fintech and insurers: in-country data, encryption, audit trails and disaster recovery, aligned with PCI DSS, NDPA, CBN and POPIA.",
    summary:
      "Resilient, in-country infrastructure for banks, microfinance institutions, fintechs and insurers, built for regulated workloads.",
    icon: "bank",
    hero: {
      heading: "Cloud infrastructure for African finance",
      lead: "Keep customer data in the country, meet your regulator's expectations and stay online through every peak, from salary day to Black Friday.",
      primary: { label: "Talk to Our Compliance Team", href: compliance },
      secondary: sales,
    },
    challenges: {
      heading: "What financial institutions need",
      intro: "Finance runs on trust, and trust depends on infrastructure that is secure, local and always available.",
      items: [
        {
          title: "Regulation and data residency",
          description:
            "Central banks and data protection laws expect customer data to stay in the country and every access to be traceable.",
        },
        {
          title: "Zero tolerance for downtime",
          description: "A payment that fails is a customer lost. Core systems must survive the loss of a whole data center.",
        },
        {
          title: "Constant attacks",
          description: "Financial services are the most targeted industry, from DDoS extortion to credential stuffing.",
        },
      ],
    },
    features: {
      heading: "Compliance features",
      intro: "Controls designed with financial regulation in mind, documented for your auditors.",
      items: [
        {
          title: "In-Country Data Residency",
          description: "Keep data in Nigeria, Ghana, Kenya or South Africa, and choose where every backup is stored.",
          icon: "pin",
          link: learnMore("/international"),
        },
        {
          title: "Encryption and Key Management",
          description: "Data encrypted at rest and in transit, with keys you can rotate and revoke.",
          icon: "lock",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Audit Trails",
          description: "Every change to your infrastructure is logged with who made it and when, ready for your auditors.",
          icon: "compliance",
          link: learnMore(compliance),
        },
        {
          title: "Disaster Recovery",
          description: "Replicate core systems to a second data center and fail over in minutes.",
          icon: "backup",
          link: learnMore("/services/multi-region-deployment"),
        },
      ],
    },
    useCases: {
      heading: "Use cases",
      intro: "Workloads our financial-services customers run on Baobab Cloud.",
      items: [
        { title: "Core banking", description: "Dedicated servers and replicated databases for the systems of record." },
        { title: "Mobile money and payments", description: "Auto-scaling APIs that absorb salary-day and holiday peaks." },
        { title: "Fraud detection", description: "Real-time analytics on transaction streams, close to where they happen." },
        { title: "Digital lending", description: "Fast credit decisions with data that never leaves the country." },
      ],
    },
    frameworks: {
      heading: "Regulations and standards",
      intro:
        'The frameworks your compliance team will ask about, and what our platform does for each. We write "aligned with" and "designed to support" on purpose: your compliance is yours to assess, and we give your auditors the evidence.',
      items: [
        {
          title: certifications.pciDss.framework,
          description: `Designed to support your PCI DSS scope for card payments: a segmented network for the cardholder data environment, encryption in transit and at rest, central logs and multi-factor access for our staff. ${certifications.pciDss.status}`,
        },
        {
          title: certifications.iso27001.framework,
          description: `Our information security management, from risk assessment to access reviews and incident response, is aligned with ISO/IEC 27001 and its Annex A controls. ${certifications.iso27001.status}`,
        },
        {
          title: certifications.soc2.framework,
          description: `Controls aligned with the SOC 2 Trust Services Criteria for security, availability and confidentiality. ${certifications.soc2.status}`,
        },
        {
          title: "Nigeria Data Protection Act 2023",
          description: `Data centers in ${dataCenterCity("lagos")} and ${dataCenterCity("abuja")} keep your Nigerian customers' personal data in Nigeria, designed to support your duties as a data controller under the NDPA 2023 and the Nigeria Data Protection Commission's guidance.`,
        },
        {
          title: "Central Bank of Nigeria guidelines",
          description:
            "In-country hosting, audit trails, 24/7 security monitoring and tested disaster recovery, designed to support the CBN's risk-based cybersecurity framework and guidelines for deposit money banks and payment service providers.",
        },
        {
          title: "South Africa's POPIA",
          description: `Our ${dataCenterCity("johannesburg")} data center keeps South African personal information in the country, with security safeguards aligned with the Protection of Personal Information Act.`,
        },
        {
          title: "Kenya's Data Protection Act 2019",
          description: `Our ${dataCenterCity("nairobi")} data center lets you process and store personal data in Kenya, designed to support the Data Protection Act, 2019 and the Data Commissioner's regulations where they ask for it.`,
        },
      ],
      note: "Regulations change and each institution's obligations differ: ask our compliance team for the control mapping, our policies and the evidence for your regulator's or auditor's review.",
    },
    sectors: {
      heading: "Who we build for",
      note: "These tiles show the kinds of institution we serve, not client logos: we name clients only with their permission. Ask our sales team for references.",
      items: [
        { label: "Commercial bank", icon: "bank" },
        { label: "Microfinance", icon: "community" },
        { label: "Fintech", icon: "mobile" },
        { label: "Insurance", icon: "shield" },
        { label: "Payments", icon: "card" },
        { label: "Pension fund administrator", icon: "building" },
      ],
    },
    recommendedServices: ["/services/dedicated-servers", "/services/managed-databases", "/services/security-services"],
    cta: {
      heading: "Talk to our financial-services team",
      body: "We will walk you through our controls and help you prepare for your regulator's review.",
      primary: { label: "Talk to Our Compliance Team", href: compliance },
      secondary: trial,
    },
  },
  {
    slug: "healthcare",
    navLabel: "Healthcare",
    title: "Secure Cloud for Healthcare Providers",
    description:
      "Secure, in-country cloud hosting for hospitals, clinics, laboratories and health-tech: patient records, telemedicine, medical imaging and backups.",
    summary: "Secure hosting for patient records, telemedicine and medical imaging, with data kept in-country.",
    icon: "health",
    hero: {
      heading: "Cloud care for the systems that care for patients",
      lead: "Host electronic health records, telemedicine and imaging in secure data centers near your patients, with backups you can rely on.",
      primary: { label: "Talk to a Healthcare Specialist", href: contactHref("sales") },
      secondary: trial,
    },
    challenges: {
      heading: "The challenges of health data",
      intro: "Health data is among the most sensitive there is, and clinicians cannot wait for slow systems.",
      items: [
        {
          title: "Patient privacy",
          description: "Medical records need strict access control and must stay within the law of the country they come from.",
        },
        { title: "Always-on systems", description: "Wards, pharmacies and laboratories depend on records being available day and night." },
        { title: "Growing imaging archives", description: "Scans and images take terabytes of storage that must be kept for years." },
      ],
    },
    features: {
      heading: "Built for health data",
      intro: "The security and availability of a hospital data center, without running one.",
      items: [
        {
          title: "Secure Patient Records",
          description: "Encrypted databases with role-based access and audit logs for every record opened.",
          icon: "lock",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Telemedicine Platforms",
          description: "Low-latency video and messaging served from data centers close to your patients.",
          icon: "chat",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Medical Imaging Storage",
          description: "Large, durable storage for scans on our Storage dedicated servers.",
          icon: "disk",
          link: learnMore("/services/dedicated-servers"),
        },
        {
          title: "Data Protection Compliance",
          description: "In-country hosting and documentation to support your data protection obligations.",
          icon: "compliance",
          link: learnMore(compliance),
        },
      ],
    },
    recommendedServices: ["/services/managed-databases", "/services/security-services", "/services/dedicated-servers"],
    cta: {
      heading: "Modernise your health systems",
      body: "Tell us about your hospital or health-tech product and we will propose an architecture.",
      primary: { label: "Talk to a Healthcare Specialist", href: contactHref("sales") },
      secondary: trial,
    },
  },
  {
    slug: "ecommerce",
    navLabel: "E-commerce",
    title: "E-commerce Hosting That Handles Peak Sales",
    description:
      "Fast, scalable hosting for online stores and marketplaces in Africa: auto scaling for sales peaks, a CDN for fast pages and protection for payments.",
    summary: "Fast stores that stay up on sale days, with a CDN and protection for payments.",
    icon: "cart",
    hero: {
      heading: "Online stores that stay fast on sale day",
      lead: "Scale automatically when traffic spikes, load pages from nearby edge locations and keep checkout safe from attacks.",
      primary: trial,
      secondary: sales,
    },
    challenges: {
      heading: "What slows online retail down",
      intro: "Every second of load time and every minute of downtime costs sales.",
      items: [
        { title: "Traffic spikes", description: "Promotions and holidays can multiply traffic in minutes." },
        {
          title: "Slow pages on mobile networks",
          description: "Most African shoppers browse on phones, where every kilobyte and every hop counts.",
        },
        { title: "Fraud and bots", description: "Card testing, scraping and DDoS attacks target busy stores." },
      ],
    },
    features: {
      heading: "Everything a store needs",
      intro: "From the product page to the payment confirmation.",
      items: [
        {
          title: "Auto Scaling for Sales Peaks",
          description: "Add servers automatically when shoppers arrive and remove them when they leave.",
          icon: "gauge",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Fast Pages Everywhere",
          description: `Images and pages cached at edge locations in ${claims.africanEdgeCountries} African countries.`,
          icon: "zap",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Secure Checkout",
          description: "A web application firewall and DDoS protection in front of your payment pages.",
          icon: "shield",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Fast Catalogue Search",
          description: "Managed databases and Redis caching for instant search and cart updates.",
          icon: "database",
          link: learnMore("/services/managed-databases"),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/global-cdn", "/services/security-services"],
    cta: {
      heading: "Get your store ready for the next peak",
      body: "Start a free trial, and let our engineers move your store for free.",
      primary: trial,
      secondary: { label: "Free Migration", href: contactHref("migration") },
    },
  },
  {
    slug: "education",
    navLabel: "Education",
    title: "Cloud for Schools, Universities and EdTech",
    description:
      "Reliable hosting for schools, universities and education platforms: learning management systems, online exams, video lessons and student records.",
    summary: "Learning platforms, online exams and student records that stay up when every student logs in at once.",
    icon: "education",
    hero: {
      heading: "Learning that never goes offline",
      lead: "Host learning platforms, video lessons and student records on infrastructure that copes when a whole cohort logs in at once.",
      primary: trial,
      secondary: sales,
    },
    challenges: {
      heading: "The challenges of digital learning",
      intro: "Education traffic is predictable in shape and brutal at its peaks.",
      items: [
        { title: "Exam and enrolment peaks", description: "Thousands of students arrive in the same hour, then leave." },
        { title: "Limited budgets", description: "Institutions need to pay for capacity only when they use it." },
        { title: "Student data protection", description: "Records of minors and students need careful handling and local storage." },
      ],
    },
    features: {
      heading: "Built for campuses and classrooms",
      intro: "Infrastructure for institutions of every size and for the platforms that serve them.",
      items: [
        {
          title: "Learning Management Systems",
          description: "Run Moodle, Canvas or your own platform on cloud servers that scale for exams.",
          icon: "book",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Video Lessons",
          description: "Stream recorded lectures from edge locations near your students.",
          icon: "film",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Student Records",
          description: "Managed databases with backups and access control for registry systems.",
          icon: "database",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Campus Networks and Accounts",
          description: "Secure single sign-on and protection for staff and student accounts.",
          icon: "users",
          link: learnMore("/services/security-services"),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/global-cdn", "/services/managed-databases"],
    cta: {
      heading: "Bring your institution online",
      body: "Tell us about your school, university or platform, and we will size it with you.",
      primary: sales,
      secondary: trial,
    },
  },
  {
    slug: "media-entertainment",
    navLabel: "Media & Entertainment",
    title: "Streaming and Media Hosting for Africa",
    description:
      "Stream video and music to African audiences from nearby edge locations: transcoding, large media storage and a CDN built for launch-day traffic.",
    summary: "Stream video and music from nearby edge locations, with storage for large media libraries.",
    icon: "film",
    hero: {
      heading: "Stream to millions without the buffering",
      lead: `Deliver video, music and games from edge locations in ${claims.africanEdgeCountries} African countries, and keep your whole library on fast, affordable storage.`,
      primary: trial,
      secondary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
    },
    challenges: {
      heading: "What audiences will not forgive",
      intro: "Viewers leave at the first stall, and premieres bring everyone at once.",
      items: [
        { title: "Buffering", description: "Content served from another continent stalls on mobile networks." },
        { title: "Launch-day surges", description: "A season finale or a big match can bring a year of traffic in an evening." },
        { title: "Growing libraries", description: "Masters, renditions and archives need terabytes that keep growing." },
      ],
    },
    features: {
      heading: "Built for media delivery",
      intro: "From the upload to the viewer's screen.",
      items: [
        {
          title: "Video Delivery",
          description: "Adaptive streaming cached at African edge locations, close to viewers.",
          icon: "film",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Transcoding",
          description: "Containers that turn each master into every rendition your players need.",
          icon: "boxes",
          link: learnMore("/services/kubernetes-service"),
        },
        {
          title: "Media Storage",
          description: "Storage dedicated servers with NVMe and bulk HDD for libraries and archives.",
          icon: "disk",
          link: learnMore("/services/dedicated-servers"),
        },
        {
          title: "Content Protection",
          description: "Signed URLs, TLS everywhere and DDoS protection for premium content.",
          icon: "lock",
          link: learnMore("/services/security-services"),
        },
      ],
    },
    recommendedServices: ["/services/global-cdn", "/services/dedicated-servers", "/services/kubernetes-service"],
    cta: {
      heading: "Plan your next premiere with us",
      body: "Our network engineers will help you prepare for your biggest audience yet.",
      primary: { label: "Talk to a Network Engineer", href: contactHref("networking") },
      secondary: trial,
    },
  },
  {
    slug: "startups",
    navLabel: "Startups",
    title: "Cloud for African Startups",
    description: `Start small and scale with your traction: a ${claims.freeTrialDays}-day free trial with no credit card, monthly plans, free migration and engineers on call 24/7.`,
    summary: "Start free, pay monthly as you grow, and get help from real engineers.",
    icon: "rocket",
    hero: {
      heading: "From first commit to first million users",
      lead: `Start with a ${claims.freeTrialDays}-day free trial and no credit card, then grow on monthly plans with ${claims.support}.`,
      primary: trial,
      secondary: { label: "See Cloud Plans", href: "/services/cloud-computing" },
    },
    challenges: {
      heading: "What founders tell us",
      intro: "Early teams need to move fast without betting the company on infrastructure.",
      items: [
        { title: "Every dollar counts", description: "Runway matters more than features you will not use yet." },
        { title: "No time for operations", description: "Engineers should build the product, not patch servers." },
        { title: "Growth is unpredictable", description: "A launch or a partnership can bring ten times the users overnight." },
      ],
    },
    features: {
      heading: "Built to grow with you",
      intro: "The same platform from your prototype to your Series B.",
      items: [
        {
          title: "Free Trial, No Card",
          description: `${claims.freeTrialDays} days to build and test before you pay anything.`,
          icon: "sparkles",
          link: learnMore(contactHref("trial")),
        },
        {
          title: "Managed Databases",
          description: "Backups, patches and failover handled, so nobody is on call for the database.",
          icon: "database",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Kubernetes When You Are Ready",
          description: "Move from single servers to containers without changing provider.",
          icon: "blocks",
          link: learnMore("/services/kubernetes-service"),
        },
        {
          title: "Local Currency Billing",
          description: "Pay in Naira, Kenyan Shillings or South African Rand to avoid exchange-rate surprises.",
          icon: "card",
          link: learnMore(contactHref("sales")),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/managed-databases", "/services/kubernetes-service"],
    cta: {
      heading: "Build your startup on African infrastructure",
      body: "Start free today. Upgrade when your users arrive.",
      primary: trial,
      secondary: sales,
    },
  },
  {
    slug: "enterprise",
    navLabel: "Enterprise",
    title: "Enterprise Cloud and Hybrid Infrastructure",
    description:
      "Enterprise cloud across Africa, Europe, Turkey and the Middle East: dedicated account managers, priority support, hybrid setups and multi-region resilience.",
    summary: "Dedicated account management, priority support and multi-region resilience for large organisations.",
    icon: "building",
    hero: {
      heading: "One partner for your infrastructure across three continents",
      lead: `Run critical systems in ${claims.dataCenters} data centers with a ${claims.uptimeSla} uptime SLA, a dedicated account manager and priority support.`,
      primary: { label: "Talk to Enterprise Sales", href: contactHref("enterprise") },
      secondary: { label: "Free Migration", href: contactHref("migration") },
    },
    challenges: {
      heading: "Enterprise realities",
      intro: "Large organisations carry history, regulation and many markets at once.",
      items: [
        {
          title: "Legacy and hybrid estates",
          description: "Some systems move to the cloud, some stay on premises, and both must work together.",
        },
        { title: "Many countries, many rules", description: "Each market has its own data residency and reporting requirements." },
        { title: "Accountability", description: "Critical systems need a named contact, clear SLAs and fast escalation." },
      ],
    },
    features: {
      heading: "Enterprise-grade by default",
      intro: "The service and controls large organisations expect.",
      items: [
        {
          title: "Dedicated Account Manager",
          description: "One named contact who knows your architecture, included on Enterprise plans.",
          icon: "users",
          link: learnMore(contactHref("enterprise")),
        },
        {
          title: "Multi-Region Resilience",
          description: "Active-active or standby deployments across our regions.",
          icon: "globe",
          link: learnMore("/services/multi-region-deployment"),
        },
        {
          title: "Bare-Metal Performance",
          description: "Dedicated servers with hardware RAID and redundant networking.",
          icon: "server",
          link: learnMore("/services/dedicated-servers"),
        },
        {
          title: "Security and Compliance",
          description: "24/7 monitoring, firewalls and support for your audits in every market.",
          icon: "shield",
          link: learnMore("/services/security-services"),
        },
      ],
    },
    recommendedServices: ["/services/multi-region-deployment", "/services/dedicated-servers", "/services/security-services"],
    cta: {
      heading: "Plan your enterprise migration",
      body: "Our enterprise team will assess your estate and propose a phased plan.",
      primary: { label: "Talk to Enterprise Sales", href: contactHref("enterprise") },
      secondary: { label: "Free Migration", href: contactHref("migration") },
    },
  },
  {
    slug: "non-profit",
    navLabel: "Non-Profit",
    title: "Cloud Hosting for Non-Profits and NGOs",
    description:
      "Dependable hosting for non-profits and NGOs working across Africa: websites, donor databases, field data collection and protection for sensitive records.",
    summary: "Dependable hosting for NGOs: websites, donor databases and field data, protected and local.",
    icon: "community",
    hero: {
      heading: "Infrastructure for organisations that serve",
      lead: "Keep your website, donor records and field data safe and available, so your team can focus on the people you serve.",
      primary: { label: "Tell Us About Your Organisation", href: contactHref("sales") },
      secondary: trial,
    },
    challenges: {
      heading: "What mission-driven teams face",
      intro: "Small technical teams carry responsibility for very sensitive data.",
      items: [
        { title: "Sensitive beneficiary data", description: "Records of vulnerable people need strong protection and local storage." },
        { title: "Small IT teams", description: "Often one person looks after everything, from laptops to servers." },
        { title: "Donation-day spikes", description: "Appeals and campaigns bring sudden traffic to websites and payment forms." },
      ],
    },
    features: {
      heading: "What we provide",
      intro: "Managed services that take operations off your small team's plate.",
      items: [
        {
          title: "Reliable Websites",
          description: "Campaign and donation sites that stay fast on appeal days.",
          icon: "globe",
          link: learnMore("/solutions/web-hosting"),
        },
        {
          title: "Protected Records",
          description: "Encryption, access control and backups for beneficiary and donor data.",
          icon: "lock",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Field Data Collection",
          description: "Backends for mobile data-collection apps that sync when connectivity returns.",
          icon: "mobile",
          link: learnMore("/solutions/mobile-apps"),
        },
        {
          title: "Local Currency Billing",
          description: "Pay in Naira, Kenyan Shillings or South African Rand to match your budgets.",
          icon: "card",
          link: learnMore(contactHref("sales")),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/managed-databases", "/services/security-services"],
    cta: {
      heading: "Tell us about your mission",
      body: "We will recommend a simple, secure setup that fits your budget.",
      primary: { label: "Tell Us About Your Organisation", href: contactHref("sales") },
      secondary: trial,
    },
  },
  {
    slug: "web-hosting",
    navLabel: "Web Hosting",
    title: "Fast, Secure Web Hosting in Africa",
    description:
      "Host websites and web applications on fast SSD cloud servers near African visitors, with free TLS, a CDN, managed DNS and daily backups available.",
    summary: "Websites and web applications on fast cloud servers, with CDN, DNS and TLS.",
    icon: "server",
    hero: {
      heading: "Websites that load fast where your visitors are",
      lead: "Host company sites, blogs and web applications close to African visitors, on SSD cloud servers with a CDN and managed DNS in front.",
      primary: trial,
      secondary: { label: "See Cloud Plans", href: "/services/cloud-computing" },
    },
    challenges: {
      heading: "Common hosting problems",
      intro: "Cheap hosting abroad often costs more than it saves.",
      items: [
        { title: "Slow, far-away servers", description: "Sites hosted on another continent add seconds to every page view." },
        { title: "Hacked and defaced sites", description: "Unpatched servers and weak passwords invite attacks." },
        { title: "Lost data", description: "Without tested backups, one mistake can erase years of content." },
      ],
    },
    features: {
      heading: "Hosting done properly",
      intro: "Everything a professional website needs, in one place.",
      items: [
        {
          title: "SSD Cloud Servers",
          description: "Fast servers for WordPress, Laravel, Django, Node.js and more.",
          icon: "server",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "CDN Included",
          description: "Pages and images served from edge locations near your visitors.",
          icon: "zap",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Managed DNS",
          description: "Fast, resilient name resolution for your domains.",
          icon: "pin",
          link: learnMore("/services/global-dns"),
        },
        {
          title: "Free TLS and Firewall",
          description: "HTTPS for every domain and protection against common web attacks.",
          icon: "shield",
          link: learnMore("/services/security-services"),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/global-cdn", "/services/global-dns"],
    cta: {
      heading: "Move your website for free",
      body: "Our team migrates your site, email settings and DNS at no cost.",
      primary: { label: "Free Migration", href: contactHref("migration") },
      secondary: trial,
    },
  },
  {
    slug: "mobile-apps",
    navLabel: "Mobile Apps",
    title: "Backends for Mobile Apps in Africa",
    description:
      "Scalable, low-latency backends for mobile apps used across Africa: APIs, databases, file storage and delivery tuned for mobile networks.",
    summary: "Low-latency APIs, databases and content delivery for apps used on African mobile networks.",
    icon: "mobile",
    hero: {
      heading: "Fast backends for apps on African networks",
      lead: "Keep your APIs close to your users, so every tap responds quickly on 3G, 4G and everything in between.",
      primary: trial,
      secondary: sales,
    },
    challenges: {
      heading: "What mobile teams fight",
      intro: "On mobile, latency is the user experience.",
      items: [
        { title: "Round trips on mobile networks", description: "Each request to a distant server adds hundreds of milliseconds." },
        { title: "Viral growth", description: "An app store feature can bring a wave of sign-ups overnight." },
        { title: "Offline moments", description: "Apps must sync reliably when connectivity comes back." },
      ],
    },
    features: {
      heading: "Everything behind your app",
      intro: "The backend services a mobile product needs.",
      items: [
        {
          title: "Low-Latency APIs",
          description: "Cloud servers and containers in African data centers, close to your users.",
          icon: "zap",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Managed Databases",
          description: "PostgreSQL, MongoDB and Redis for user data, sessions and feeds.",
          icon: "database",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Media and Asset Delivery",
          description: "Images, videos and app assets served from nearby edge locations.",
          icon: "globe",
          link: learnMore("/services/global-cdn"),
        },
        {
          title: "Scale Without Rewrites",
          description: "Move API services to Kubernetes as your traffic grows.",
          icon: "blocks",
          link: learnMore("/services/kubernetes-service"),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/managed-databases", "/services/global-cdn"],
    cta: {
      heading: "Give your app a faster backend",
      body: `Try it free for ${claims.freeTrialDays} days, with engineers to help you move.`,
      primary: trial,
      secondary: { label: "Free Migration", href: contactHref("migration") },
    },
  },
  {
    slug: "big-data-analytics",
    navLabel: "Big Data Analytics",
    title: "Big Data and Analytics Infrastructure",
    description:
      "Infrastructure for data warehouses, pipelines and dashboards: storage servers, managed databases and Kubernetes for Spark and analytics workloads.",
    summary: "Storage, compute and databases for data pipelines, warehouses and dashboards.",
    icon: "analytics",
    hero: {
      heading: "Turn your data into decisions",
      lead: "Collect, store and analyse large data sets on infrastructure sized for them, with the data kept in the country it comes from.",
      primary: { label: "Talk to a Data Architect", href: contactHref("sales") },
      secondary: trial,
    },
    challenges: {
      heading: "Why analytics projects stall",
      intro: "Data grows faster than budgets, and moving it abroad raises legal questions.",
      items: [
        { title: "Storage that keeps growing", description: "Raw data, history and derived tables add terabytes every month." },
        { title: "Heavy, bursty compute", description: "Nightly jobs need a lot of power for a few hours." },
        { title: "Data residency", description: "Customer data often may not leave the country for processing." },
      ],
    },
    features: {
      heading: "The data platform underneath",
      intro: "Choose the building blocks, or let our engineers assemble them with you.",
      items: [
        {
          title: "High-Capacity Storage",
          description: "Storage dedicated servers with NVMe and bulk HDD for data lakes.",
          icon: "disk",
          link: learnMore("/services/dedicated-servers"),
        },
        {
          title: "Distributed Processing",
          description: "Run Spark, Airflow and other frameworks on Kubernetes.",
          icon: "cpu",
          link: learnMore("/services/kubernetes-service"),
        },
        {
          title: "Analytical Databases",
          description: "Managed PostgreSQL with replicas for reporting and dashboards.",
          icon: "database",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Local Data Residency",
          description: "Process data in the country where it was collected.",
          icon: "compliance",
          link: learnMore(compliance),
        },
      ],
    },
    recommendedServices: ["/services/dedicated-servers", "/services/kubernetes-service", "/services/managed-databases"],
    cta: {
      heading: "Design your data platform",
      body: "Tell us about your data and questions; we will propose an architecture.",
      primary: { label: "Talk to a Data Architect", href: contactHref("sales") },
      secondary: trial,
    },
  },
  {
    slug: "ai-machine-learning",
    navLabel: "AI & Machine Learning",
    title: "Infrastructure for AI and Machine Learning",
    description:
      "Run machine-learning training pipelines and inference APIs in African data centers: high-memory servers, Kubernetes and local data residency for models.",
    summary: "High-memory servers, Kubernetes and local data for training pipelines and inference APIs.",
    icon: "brain",
    hero: {
      heading: "Bring AI closer to African users",
      lead: "Train on data that stays in the country and serve predictions with low latency from nearby data centers.",
      primary: { label: "Talk to an AI Infrastructure Engineer", href: contactHref("sales") },
      secondary: trial,
    },
    challenges: {
      heading: "What AI teams run into",
      intro: "Models need data, compute and fast serving, and all three raise questions.",
      items: [
        { title: "Training data that cannot travel", description: "Personal and financial data often must stay in the country." },
        { title: "Slow inference from abroad", description: "Predictions served from another continent make products feel sluggish." },
        { title: "Expensive idle hardware", description: "Training capacity sits unused between experiments." },
      ],
    },
    features: {
      heading: "Infrastructure for the model lifecycle",
      intro: "From data preparation to serving predictions.",
      items: [
        {
          title: "High-Memory Servers",
          description: "Dedicated servers with large memory configurations for data preparation and training.",
          icon: "server",
          link: learnMore("/services/dedicated-servers"),
        },
        {
          title: "Training Pipelines",
          description: "Orchestrate jobs and experiments on Kubernetes, scaling nodes only while they run.",
          icon: "blocks",
          link: learnMore("/services/kubernetes-service"),
        },
        {
          title: "Low-Latency Inference",
          description: "Serve models from cloud servers near your users, scaled with demand.",
          icon: "zap",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Data Residency for Models",
          description: "Keep training data and model outputs in the country you choose.",
          icon: "compliance",
          link: learnMore(compliance),
        },
      ],
    },
    recommendedServices: ["/services/kubernetes-service", "/services/dedicated-servers", "/services/cloud-computing"],
    cta: {
      heading: "Size your AI infrastructure",
      body: "Tell us about your models and data; we will recommend the right setup.",
      primary: { label: "Talk to an AI Infrastructure Engineer", href: contactHref("sales") },
      secondary: trial,
    },
  },
  {
    slug: "iot",
    navLabel: "IoT",
    title: "IoT Cloud for Connected Devices",
    description:
      "Collect, store and act on data from connected devices across Africa: ingestion close to the device, time-series storage and secure device communication.",
    summary: "Ingest, store and act on data from connected devices, close to where they are.",
    icon: "wifi",
    hero: {
      heading: "Connect devices across the continent",
      lead: "From smart meters to fleet trackers and farm sensors: ingest device data close to where it is produced and act on it in real time.",
      primary: { label: "Talk to an IoT Engineer", href: contactHref("sales") },
      secondary: trial,
    },
    challenges: {
      heading: "The hard parts of IoT",
      intro: "Devices are many, far away and often on weak connections.",
      items: [
        { title: "Unreliable connectivity", description: "Devices drop off and reconnect; no reading should be lost." },
        { title: "Huge message volumes", description: "Thousands of devices sending readings every few seconds add up fast." },
        { title: "Device security", description: "Every device is a door into your network if it is not protected." },
      ],
    },
    features: {
      heading: "From sensor to insight",
      intro: "The services that carry device data from the field to your dashboards.",
      items: [
        {
          title: "Ingestion Close to Devices",
          description: `Receive messages in our African data centers, on a ${claims.networkSpeed} network.`,
          icon: "radio",
          link: learnMore("/services/cloud-computing"),
        },
        {
          title: "Time-Series Storage",
          description: "Managed PostgreSQL and Redis for readings, alerts and device state.",
          icon: "database",
          link: learnMore("/services/managed-databases"),
        },
        {
          title: "Secure Device Communication",
          description: "TLS for every connection and firewalls around your platform.",
          icon: "lock",
          link: learnMore("/services/security-services"),
        },
        {
          title: "Analytics on Device Data",
          description: "Turn readings into dashboards, forecasts and alerts.",
          icon: "analytics",
          link: learnMore("/solutions/big-data-analytics"),
        },
      ],
    },
    recommendedServices: ["/services/cloud-computing", "/services/managed-databases", "/services/security-services"],
    cta: {
      heading: "Plan your IoT platform",
      body: "Our engineers will help you design ingestion, storage and security for your fleet.",
      primary: { label: "Talk to an IoT Engineer", href: contactHref("sales") },
      secondary: trial,
    },
  },
] as const satisfies readonly SolutionEntry[];

/** The section the solution template adds after each entry's own sections. */
export const solutionPageText = {
  recommended: { heading: "Recommended services", intro: "The services this solution is built on, each with its own page." },
} as const;

/** Every solution page, in menu order (the order of the entries above). */
export const solutionPages = familyPages(solutionFamily, solutionEntries);

/** /solutions: every solution page, in menu order. */
export const solutionsOverview = {
  eyebrow: solutionFamily.label,
  listHeading: "Solutions by industry and use",
  listIntro: "Each solution combines our services into an architecture proven for that kind of organisation.",
  items: solutionPages.map((solution): OverviewItem => ({
    title: solution.navLabel,
    description: solution.summary,
    href: solution.path,
    icon: solution.icon,
  })),
  cta: {
    heading: "Do not see your industry?",
    body: "Tell us what you are building and we will propose an architecture.",
    primary: sales,
    secondary: trial,
  },
} as const satisfies { eyebrow: string; listHeading: string; listIntro: string; items: readonly OverviewItem[]; cta: ClosingCta };
