/**
 * Places for the scale dataset: the 34 province-level divisions and ~320 of their cities
 * (pinyin + Chinese). Slugs match the demo seed's (beijing, zhejiang, xian…), so the large seed
 * reuses the demo rows when they are there and adds the rest. The first city of each province is
 * its capital (it gets more universities).
 */

export interface LargeProvince {
  slug: string;
  name: string;
  nameZh: string;
  /** without 省/市/自治区, for university names (浙江师范大学) */
  shortZh: string;
  /** "Name 中文, Name 中文, …" — the first is the capital */
  cities: string;
}

export const largeProvinces: LargeProvince[] = [
  { slug: 'beijing', name: 'Beijing', nameZh: '北京市', shortZh: '北京', cities: 'Beijing 北京' },
  { slug: 'shanghai', name: 'Shanghai', nameZh: '上海市', shortZh: '上海', cities: 'Shanghai 上海' },
  { slug: 'tianjin', name: 'Tianjin', nameZh: '天津市', shortZh: '天津', cities: 'Tianjin 天津' },
  { slug: 'chongqing', name: 'Chongqing', nameZh: '重庆市', shortZh: '重庆', cities: 'Chongqing 重庆, Wanzhou 万州, Fuling 涪陵' },
  {
    slug: 'hebei', name: 'Hebei', nameZh: '河北省', shortZh: '河北',
    cities: 'Shijiazhuang 石家庄, Tangshan 唐山, Qinhuangdao 秦皇岛, Handan 邯郸, Xingtai 邢台, Baoding 保定, Zhangjiakou 张家口, Chengde 承德, Cangzhou 沧州, Langfang 廊坊, Hengshui 衡水',
  },
  {
    slug: 'shanxi', name: 'Shanxi', nameZh: '山西省', shortZh: '山西',
    cities: 'Taiyuan 太原, Datong 大同, Yangquan 阳泉, Changzhi 长治, Jincheng 晋城, Shuozhou 朔州, Jinzhong 晋中, Yuncheng 运城, Xinzhou 忻州, Linfen 临汾, Lüliang 吕梁',
  },
  {
    slug: 'inner-mongolia', name: 'Inner Mongolia', nameZh: '内蒙古自治区', shortZh: '内蒙古',
    cities: 'Hohhot 呼和浩特, Baotou 包头, Wuhai 乌海, Chifeng 赤峰, Tongliao 通辽, Ordos 鄂尔多斯, Hulunbuir 呼伦贝尔, Bayannur 巴彦淖尔, Ulanqab 乌兰察布',
  },
  {
    slug: 'liaoning', name: 'Liaoning', nameZh: '辽宁省', shortZh: '辽宁',
    cities: 'Shenyang 沈阳, Dalian 大连, Anshan 鞍山, Fushun 抚顺, Benxi 本溪, Dandong 丹东, Jinzhou 锦州, Yingkou 营口, Fuxin 阜新, Liaoyang 辽阳, Panjin 盘锦, Tieling 铁岭, Chaoyang 朝阳, Huludao 葫芦岛',
  },
  {
    slug: 'jilin', name: 'Jilin', nameZh: '吉林省', shortZh: '吉林',
    cities: 'Changchun 长春, Jilin 吉林, Siping 四平, Liaoyuan 辽源, Tonghua 通化, Baishan 白山, Songyuan 松原, Baicheng 白城, Yanji 延吉',
  },
  {
    slug: 'heilongjiang', name: 'Heilongjiang', nameZh: '黑龙江省', shortZh: '黑龙江',
    cities: 'Harbin 哈尔滨, Qiqihar 齐齐哈尔, Jixi 鸡西, Hegang 鹤岗, Shuangyashan 双鸭山, Daqing 大庆, Yichun 伊春, Jiamusi 佳木斯, Qitaihe 七台河, Mudanjiang 牡丹江, Heihe 黑河, Suihua 绥化',
  },
  {
    slug: 'jiangsu', name: 'Jiangsu', nameZh: '江苏省', shortZh: '江苏',
    cities: "Nanjing 南京, Wuxi 无锡, Xuzhou 徐州, Changzhou 常州, Suzhou 苏州, Nantong 南通, Lianyungang 连云港, Huai'an 淮安, Yancheng 盐城, Yangzhou 扬州, Zhenjiang 镇江, Taizhou 泰州, Suqian 宿迁",
  },
  {
    slug: 'zhejiang', name: 'Zhejiang', nameZh: '浙江省', shortZh: '浙江',
    cities: 'Hangzhou 杭州, Ningbo 宁波, Wenzhou 温州, Jiaxing 嘉兴, Huzhou 湖州, Shaoxing 绍兴, Jinhua 金华, Quzhou 衢州, Zhoushan 舟山, Taizhou 台州, Lishui 丽水',
  },
  {
    slug: 'anhui', name: 'Anhui', nameZh: '安徽省', shortZh: '安徽',
    cities: "Hefei 合肥, Wuhu 芜湖, Bengbu 蚌埠, Huainan 淮南, Ma'anshan 马鞍山, Huaibei 淮北, Tongling 铜陵, Anqing 安庆, Huangshan 黄山, Chuzhou 滁州, Fuyang 阜阳, Suzhou 宿州, Lu'an 六安, Bozhou 亳州, Chizhou 池州, Xuancheng 宣城",
  },
  {
    slug: 'fujian', name: 'Fujian', nameZh: '福建省', shortZh: '福建',
    cities: 'Fuzhou 福州, Xiamen 厦门, Putian 莆田, Sanming 三明, Quanzhou 泉州, Zhangzhou 漳州, Nanping 南平, Longyan 龙岩, Ningde 宁德',
  },
  {
    slug: 'jiangxi', name: 'Jiangxi', nameZh: '江西省', shortZh: '江西',
    cities: "Nanchang 南昌, Jingdezhen 景德镇, Pingxiang 萍乡, Jiujiang 九江, Xinyu 新余, Yingtan 鹰潭, Ganzhou 赣州, Ji'an 吉安, Yichun 宜春, Fuzhou 抚州, Shangrao 上饶",
  },
  {
    slug: 'shandong', name: 'Shandong', nameZh: '山东省', shortZh: '山东',
    cities: "Jinan 济南, Qingdao 青岛, Zibo 淄博, Zaozhuang 枣庄, Dongying 东营, Yantai 烟台, Weifang 潍坊, Jining 济宁, Tai'an 泰安, Weihai 威海, Rizhao 日照, Linyi 临沂, Dezhou 德州, Liaocheng 聊城, Binzhou 滨州, Heze 菏泽",
  },
  {
    slug: 'henan', name: 'Henan', nameZh: '河南省', shortZh: '河南',
    cities: 'Zhengzhou 郑州, Kaifeng 开封, Luoyang 洛阳, Pingdingshan 平顶山, Anyang 安阳, Hebi 鹤壁, Xinxiang 新乡, Jiaozuo 焦作, Puyang 濮阳, Xuchang 许昌, Luohe 漯河, Sanmenxia 三门峡, Nanyang 南阳, Shangqiu 商丘, Xinyang 信阳, Zhoukou 周口, Zhumadian 驻马店',
  },
  {
    slug: 'hubei', name: 'Hubei', nameZh: '湖北省', shortZh: '湖北',
    cities: 'Wuhan 武汉, Huangshi 黄石, Shiyan 十堰, Yichang 宜昌, Xiangyang 襄阳, Ezhou 鄂州, Jingmen 荆门, Xiaogan 孝感, Jingzhou 荆州, Huanggang 黄冈, Xianning 咸宁, Suizhou 随州, Enshi 恩施',
  },
  {
    slug: 'hunan', name: 'Hunan', nameZh: '湖南省', shortZh: '湖南',
    cities: 'Changsha 长沙, Zhuzhou 株洲, Xiangtan 湘潭, Hengyang 衡阳, Shaoyang 邵阳, Yueyang 岳阳, Changde 常德, Zhangjiajie 张家界, Yiyang 益阳, Chenzhou 郴州, Yongzhou 永州, Huaihua 怀化, Loudi 娄底, Jishou 吉首',
  },
  {
    slug: 'guangdong', name: 'Guangdong', nameZh: '广东省', shortZh: '广东',
    cities: 'Guangzhou 广州, Shenzhen 深圳, Zhuhai 珠海, Shantou 汕头, Foshan 佛山, Shaoguan 韶关, Zhanjiang 湛江, Zhaoqing 肇庆, Jiangmen 江门, Maoming 茂名, Huizhou 惠州, Meizhou 梅州, Shanwei 汕尾, Heyuan 河源, Yangjiang 阳江, Qingyuan 清远, Dongguan 东莞, Zhongshan 中山, Chaozhou 潮州, Jieyang 揭阳, Yunfu 云浮',
  },
  {
    slug: 'guangxi', name: 'Guangxi', nameZh: '广西壮族自治区', shortZh: '广西',
    cities: 'Nanning 南宁, Liuzhou 柳州, Guilin 桂林, Wuzhou 梧州, Beihai 北海, Fangchenggang 防城港, Qinzhou 钦州, Guigang 贵港, Yulin 玉林, Baise 百色, Hezhou 贺州, Hechi 河池, Laibin 来宾, Chongzuo 崇左',
  },
  { slug: 'hainan', name: 'Hainan', nameZh: '海南省', shortZh: '海南', cities: 'Haikou 海口, Sanya 三亚, Sansha 三沙, Danzhou 儋州' },
  {
    slug: 'sichuan', name: 'Sichuan', nameZh: '四川省', shortZh: '四川',
    cities: "Chengdu 成都, Zigong 自贡, Panzhihua 攀枝花, Luzhou 泸州, Deyang 德阳, Mianyang 绵阳, Guangyuan 广元, Suining 遂宁, Neijiang 内江, Leshan 乐山, Nanchong 南充, Meishan 眉山, Yibin 宜宾, Guang'an 广安, Dazhou 达州, Ya'an 雅安, Bazhong 巴中, Ziyang 资阳",
  },
  {
    slug: 'guizhou', name: 'Guizhou', nameZh: '贵州省', shortZh: '贵州',
    cities: 'Guiyang 贵阳, Liupanshui 六盘水, Zunyi 遵义, Anshun 安顺, Bijie 毕节, Tongren 铜仁, Kaili 凯里, Duyun 都匀',
  },
  {
    slug: 'yunnan', name: 'Yunnan', nameZh: '云南省', shortZh: '云南',
    cities: "Kunming 昆明, Qujing 曲靖, Yuxi 玉溪, Baoshan 保山, Zhaotong 昭通, Lijiang 丽江, Pu'er 普洱, Lincang 临沧, Dali 大理, Jinghong 景洪",
  },
  { slug: 'tibet', name: 'Tibet', nameZh: '西藏自治区', shortZh: '西藏', cities: 'Lhasa 拉萨, Shigatse 日喀则, Nyingchi 林芝, Chamdo 昌都, Shannan 山南' },
  {
    slug: 'shaanxi', name: 'Shaanxi', nameZh: '陕西省', shortZh: '陕西',
    cities: "Xi'an 西安, Tongchuan 铜川, Baoji 宝鸡, Xianyang 咸阳, Weinan 渭南, Yan'an 延安, Hanzhong 汉中, Yulin 榆林, Ankang 安康, Shangluo 商洛",
  },
  {
    slug: 'gansu', name: 'Gansu', nameZh: '甘肃省', shortZh: '甘肃',
    cities: 'Lanzhou 兰州, Jiayuguan 嘉峪关, Jinchang 金昌, Baiyin 白银, Tianshui 天水, Wuwei 武威, Zhangye 张掖, Pingliang 平凉, Jiuquan 酒泉, Qingyang 庆阳, Dingxi 定西, Longnan 陇南',
  },
  { slug: 'qinghai', name: 'Qinghai', nameZh: '青海省', shortZh: '青海', cities: 'Xining 西宁, Haidong 海东, Golmud 格尔木, Delingha 德令哈' },
  {
    slug: 'ningxia', name: 'Ningxia', nameZh: '宁夏回族自治区', shortZh: '宁夏',
    cities: 'Yinchuan 银川, Shizuishan 石嘴山, Wuzhong 吴忠, Guyuan 固原, Zhongwei 中卫',
  },
  {
    slug: 'xinjiang', name: 'Xinjiang', nameZh: '新疆维吾尔自治区', shortZh: '新疆',
    cities: 'Ürümqi 乌鲁木齐, Karamay 克拉玛依, Turpan 吐鲁番, Hami 哈密, Kashgar 喀什, Hotan 和田, Aksu 阿克苏, Korla 库尔勒, Yining 伊宁, Shihezi 石河子',
  },
  { slug: 'hong-kong', name: 'Hong Kong', nameZh: '香港特别行政区', shortZh: '香港', cities: 'Hong Kong 香港' },
  { slug: 'macau', name: 'Macau', nameZh: '澳门特别行政区', shortZh: '澳门', cities: 'Macau 澳门' },
  {
    slug: 'taiwan', name: 'Taiwan', nameZh: '台湾省', shortZh: '台湾',
    cities: 'Taipei 台北, Kaohsiung 高雄, Taichung 台中, Tainan 台南, Hsinchu 新竹',
  },
];

/** Generated cities that are disabled on purpose (only when the large seed creates them). */
export const disabledLargeCitySlugs = ['sansha', 'delingha', 'shannan'];

export interface LargeCity {
  slug: string;
  name: string;
  nameZh: string;
  provinceSlug: string;
  capital: boolean;
  status: boolean;
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The city list with unique slugs: a repeated pinyin name gets its province (suzhou-anhui). */
export function largeCities(): LargeCity[] {
  const out: LargeCity[] = [];
  const seen = new Set<string>();
  for (const p of largeProvinces) {
    p.cities.split(',').forEach((entry, i) => {
      const m = /^\s*(.+?)\s+(\S+)\s*$/.exec(entry);
      if (!m) throw new Error(`bad city entry: ${entry}`);
      let slug = slugify(m[1]);
      if (seen.has(slug)) slug = `${slug}-${p.slug}`;
      seen.add(slug);
      out.push({
        slug,
        name: m[1],
        nameZh: m[2],
        provinceSlug: p.slug,
        capital: i === 0,
        status: !disabledLargeCitySlugs.includes(slug),
      });
    });
  }
  return out;
}
