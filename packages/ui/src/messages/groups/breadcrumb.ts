export const breadcrumbMessages = { label: 'Ruta de navegación' };
