/**
 * Known skills and business terms: each group has a name (in English, and in
 * German where it differs) and the forms a posting or a CV writes it in, in
 * either language, lower case. Forms of several words match as a phrase.
 * A form here is never taken for a stop word, so "Go" needs its group's
 * other forms ("golang") and is left out on its own.
 */
export interface SynonymGroup {
  name: string;
  de?: string;
  forms: readonly string[];
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  // Languages and runtimes
  { name: 'JavaScript', forms: ['javascript', 'js', 'ecmascript', 'es6'] },
  { name: 'TypeScript', forms: ['typescript', 'ts'] },
  { name: 'Node.js', forms: ['node.js', 'nodejs', 'node'] },
  { name: 'Python', forms: ['python', 'python3'] },
  { name: 'Java', forms: ['java'] },
  { name: 'Kotlin', forms: ['kotlin'] },
  { name: 'Go', forms: ['golang'] },
  { name: 'C#', forms: ['c#', 'csharp'] },
  { name: 'C++', forms: ['c++', 'cpp'] },
  { name: '.NET', forms: ['.net', 'dotnet', 'asp.net'] },
  { name: 'PHP', forms: ['php'] },
  { name: 'Ruby on Rails', forms: ['ruby on rails', 'rails', 'ruby'] },
  { name: 'Rust', forms: ['rust'] },
  { name: 'Swift', forms: ['swift'] },
  { name: 'Scala', forms: ['scala'] },
  { name: 'SQL', forms: ['sql'] },
  // Front end
  { name: 'React', forms: ['react', 'react.js', 'reactjs'] },
  { name: 'Vue.js', forms: ['vue', 'vue.js', 'vuejs'] },
  { name: 'Angular', forms: ['angular', 'angularjs'] },
  { name: 'HTML', forms: ['html', 'html5'] },
  { name: 'CSS', forms: ['css', 'css3', 'sass', 'scss'] },
  { name: 'GraphQL', forms: ['graphql'] },
  { name: 'REST', forms: ['restful', 'rest api', 'rest apis'] },
  // Data
  { name: 'PostgreSQL', forms: ['postgresql', 'postgres', 'psql'] },
  { name: 'MySQL', forms: ['mysql', 'mariadb'] },
  { name: 'MongoDB', forms: ['mongodb', 'mongo'] },
  { name: 'Redis', forms: ['redis'] },
  { name: 'Kafka', forms: ['kafka', 'apache kafka'] },
  { name: 'Spark', forms: ['spark', 'apache spark', 'pyspark'] },
  { name: 'Pandas', forms: ['pandas'] },
  { name: 'TensorFlow', forms: ['tensorflow'] },
  { name: 'PyTorch', forms: ['pytorch'] },
  {
    name: 'Machine learning',
    de: 'Maschinelles Lernen',
    forms: ['machine learning', 'ml', 'maschinelles lernen'],
  },
  {
    name: 'Data analysis',
    de: 'Datenanalyse',
    forms: ['data analysis', 'data analytics', 'datenanalyse', 'datenanalysen'],
  },
  {
    name: 'Database',
    de: 'Datenbank',
    forms: ['database', 'databases', 'datenbank', 'datenbanken'],
  },
  // Infrastructure
  { name: 'Kubernetes', forms: ['kubernetes', 'k8s'] },
  { name: 'Docker', forms: ['docker', 'containers', 'container'] },
  { name: 'Terraform', forms: ['terraform'] },
  { name: 'Ansible', forms: ['ansible'] },
  { name: 'AWS', forms: ['aws', 'amazon web services'] },
  { name: 'Azure', forms: ['azure', 'microsoft azure'] },
  { name: 'Google Cloud', forms: ['gcp', 'google cloud', 'google cloud platform'] },
  { name: 'Linux', forms: ['linux', 'unix'] },
  { name: 'Git', forms: ['git', 'github', 'gitlab'] },
  {
    name: 'CI/CD',
    forms: [
      'ci/cd',
      'ci',
      'continuous integration',
      'continuous delivery',
      'continuous deployment',
    ],
  },
  { name: 'DevOps', forms: ['devops'] },
  { name: 'Microservices', forms: ['microservices', 'microservice', 'micro-services'] },
  { name: 'Cloud', forms: ['cloud', 'cloud computing'] },
  {
    name: 'IT security',
    de: 'IT-Sicherheit',
    forms: ['it security', 'security', 'cybersecurity', 'it-sicherheit', 'informationssicherheit'],
  },
  // Testing
  {
    name: 'Test automation',
    de: 'Testautomatisierung',
    forms: ['test automation', 'automated testing', 'testautomatisierung'],
  },
  { name: 'TDD', forms: ['tdd', 'test-driven development', 'test driven development'] },
  { name: 'Jest', forms: ['jest'] },
  { name: 'Playwright', forms: ['playwright'] },
  { name: 'Cypress', forms: ['cypress'] },
  { name: 'Selenium', forms: ['selenium'] },
  // Tools
  { name: 'Jira', forms: ['jira'] },
  { name: 'Figma', forms: ['figma'] },
  { name: 'Excel', forms: ['excel', 'ms excel', 'microsoft excel'] },
  { name: 'SAP', forms: ['sap', 'sap s/4hana', 's/4hana'] },
  { name: 'Salesforce', forms: ['salesforce'] },
  { name: 'Power BI', forms: ['power bi', 'powerbi'] },
  { name: 'Tableau', forms: ['tableau'] },
  // Ways of working and business
  { name: 'Agile', de: 'Agil', forms: ['agile', 'agil', 'agilen', 'agiler', 'agiles'] },
  { name: 'Scrum', forms: ['scrum'] },
  { name: 'Kanban', forms: ['kanban'] },
  {
    name: 'Project management',
    de: 'Projektmanagement',
    forms: ['project management', 'projektmanagement', 'projektleitung'],
  },
  {
    name: 'Product management',
    de: 'Produktmanagement',
    forms: ['product management', 'produktmanagement'],
  },
  { name: 'Stakeholder management', forms: ['stakeholder management', 'stakeholdermanagement'] },
  {
    name: 'Leadership',
    de: 'Führung',
    forms: [
      'leadership',
      'people management',
      'führung',
      'personalführung',
      'führungserfahrung',
      'mitarbeiterführung',
    ],
  },
  {
    name: 'Communication',
    de: 'Kommunikation',
    forms: [
      'communication',
      'communication skills',
      'kommunikation',
      'kommunikationsfähigkeit',
      'kommunikationsstärke',
    ],
  },
  {
    name: 'Teamwork',
    de: 'Teamfähigkeit',
    forms: ['teamwork', 'team player', 'teamfähigkeit', 'teamgeist'],
  },
  {
    name: 'Software development',
    de: 'Softwareentwicklung',
    forms: ['software development', 'software engineering', 'softwareentwicklung'],
  },
  { name: 'UX', forms: ['ux', 'user experience', 'ux design', 'ui/ux'] },
  {
    name: 'Customer service',
    de: 'Kundenservice',
    forms: ['customer service', 'customer support', 'kundenservice', 'kundenbetreuung'],
  },
  { name: 'Sales', de: 'Vertrieb', forms: ['sales', 'vertrieb'] },
  { name: 'Marketing', forms: ['marketing'] },
  { name: 'SEO', forms: ['seo', 'search engine optimization', 'suchmaschinenoptimierung'] },
  {
    name: 'Accounting',
    de: 'Buchhaltung',
    forms: ['accounting', 'bookkeeping', 'buchhaltung', 'rechnungswesen'],
  },
  { name: 'Controlling', forms: ['controlling', 'financial controlling'] },
  { name: 'CRM', forms: ['crm'] },
  { name: 'ERP', forms: ['erp'] },
  { name: 'B2B', forms: ['b2b'] },
  { name: 'KPI', forms: ['kpi', 'kpis'] },
  { name: 'GDPR', de: 'DSGVO', forms: ['gdpr', 'dsgvo'] },
  { name: 'English', de: 'Englisch', forms: ['english', 'englisch', 'englischkenntnisse'] },
  { name: 'German', de: 'Deutsch', forms: ['german', 'deutsch', 'deutschkenntnisse'] },
];
