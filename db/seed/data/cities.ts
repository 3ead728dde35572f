/**
 * Demo cities. `code` is the telephone area code without the trunk 0 (+86 10 for Beijing).
 * The last one is disabled on purpose: it and anything in it must never appear publicly.
 */
import type { DemoCity } from './types';

export const cities: DemoCity[] = [
  { slug: 'beijing', name: 'Beijing', nameZh: '北京', provinceSlug: 'beijing', code: 10, status: true },
  { slug: 'shanghai', name: 'Shanghai', nameZh: '上海', provinceSlug: 'shanghai', code: 21, status: true },
  { slug: 'tianjin', name: 'Tianjin', nameZh: '天津', provinceSlug: 'tianjin', code: 22, status: true },
  { slug: 'chongqing', name: 'Chongqing', nameZh: '重庆', provinceSlug: 'chongqing', code: 23, status: true },
  { slug: 'hangzhou', name: 'Hangzhou', nameZh: '杭州', provinceSlug: 'zhejiang', code: 571, status: true },
  { slug: 'nanjing', name: 'Nanjing', nameZh: '南京', provinceSlug: 'jiangsu', code: 25, status: true },
  { slug: 'suzhou', name: 'Suzhou', nameZh: '苏州', provinceSlug: 'jiangsu', code: 512, status: true },
  { slug: 'hefei', name: 'Hefei', nameZh: '合肥', provinceSlug: 'anhui', code: 551, status: true },
  { slug: 'xiamen', name: 'Xiamen', nameZh: '厦门', provinceSlug: 'fujian', code: 592, status: true },
  { slug: 'jinan', name: 'Jinan', nameZh: '济南', provinceSlug: 'shandong', code: 531, status: true },
  { slug: 'wuhan', name: 'Wuhan', nameZh: '武汉', provinceSlug: 'hubei', code: 27, status: true },
  { slug: 'changsha', name: 'Changsha', nameZh: '长沙', provinceSlug: 'hunan', code: 731, status: true },
  { slug: 'guangzhou', name: 'Guangzhou', nameZh: '广州', provinceSlug: 'guangdong', code: 20, status: true },
  { slug: 'shenzhen', name: 'Shenzhen', nameZh: '深圳', provinceSlug: 'guangdong', code: 755, status: true },
  { slug: 'chengdu', name: 'Chengdu', nameZh: '成都', provinceSlug: 'sichuan', code: 28, status: true },
  { slug: 'kunming', name: 'Kunming', nameZh: '昆明', provinceSlug: 'yunnan', code: 871, status: true },
  { slug: 'xian', name: "Xi'an", nameZh: '西安', provinceSlug: 'shaanxi', code: 29, status: true },
  { slug: 'lanzhou', name: 'Lanzhou', nameZh: '兰州', provinceSlug: 'gansu', code: 931, status: true },
  { slug: 'harbin', name: 'Harbin', nameZh: '哈尔滨', provinceSlug: 'heilongjiang', code: 451, status: true },
  { slug: 'changchun', name: 'Changchun', nameZh: '长春', provinceSlug: 'jilin', code: 431, status: true },
  { slug: 'shenyang', name: 'Shenyang', nameZh: '沈阳', provinceSlug: 'liaoning', code: 24, status: true },
  { slug: 'dalian', name: 'Dalian', nameZh: '大连', provinceSlug: 'liaoning', code: 411, status: true },
  {
    slug: 'disabled-demo-city',
    name: 'Disabled Demo City',
    nameZh: '停用示例城市',
    provinceSlug: 'jiangsu',
    code: 999,
    status: false,
  },
];
